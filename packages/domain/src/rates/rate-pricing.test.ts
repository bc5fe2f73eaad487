import { describe, expect, it } from 'vitest';
import { estimatedRoadMiles, contractChargeRateType, contractPriceCents, fuelWeekStart, lineFreightClass, ltlFuelSurchargePercent, ltlPrice, onTimePercent, postalPrefix, tariffCell, type TariffCell } from './rate-pricing';

describe('contract lane prices', () => {
  it('adds flat and per mile and keeps the minimum', () => {
    expect(contractPriceCents({ ratePerMileCents: 250, flatRateCents: null, minimumCents: 0 }, 400)).toBe(100_000);
    expect(contractPriceCents({ ratePerMileCents: 250, flatRateCents: 15_000, minimumCents: 0 }, 400)).toBe(115_000);
    expect(contractPriceCents({ ratePerMileCents: 250, flatRateCents: null, minimumCents: 120_000 }, 400)).toBe(120_000);
    expect(contractPriceCents({ ratePerMileCents: null, flatRateCents: 90_000, minimumCents: 0 }, 400)).toBe(90_000);
  });
  it('names per-mile contracts PerMile and flat ones Flat', () => {
    expect(contractChargeRateType({ ratePerMileCents: 210 })).toBe('PerMile');
    expect(contractChargeRateType({ ratePerMileCents: null })).toBe('Flat');
  });
});

describe('LTL fuel surcharge', () => {
  it('is nothing up to the base and half a percent per started 5 cents above it', () => {
    expect(ltlFuelSurchargePercent(115)).toBe(0);
    expect(ltlFuelSurchargePercent(116)).toBe(0.5);
    expect(ltlFuelSurchargePercent(120)).toBe(0.5);
    expect(ltlFuelSurchargePercent(389)).toBe(27.5);
  });
  it('keys the weekly index by the Monday of the week', () => {
    expect(fuelWeekStart(new Date('2025-06-04T15:00:00Z'))).toBe('2025-06-02');
    expect(fuelWeekStart(new Date('2025-06-02T00:00:00Z'))).toBe('2025-06-02');
    expect(fuelWeekStart(new Date('2025-06-08T23:59:00Z'))).toBe('2025-06-02');
  });
});

describe('LTL tariff', () => {
  const cells: TariffCell[] = [
    { freightClass: '70', minWeightLbs: 0, maxMiles: 500, ratePerCwtCents: 3000, transitDays: 2 },
    { freightClass: '70', minWeightLbs: 1000, maxMiles: 500, ratePerCwtCents: 2500, transitDays: 2 },
    { freightClass: '70', minWeightLbs: 0, maxMiles: 1000, ratePerCwtCents: 4000, transitDays: 3 },
    { freightClass: '70', minWeightLbs: 1000, maxMiles: 1000, ratePerCwtCents: 3500, transitDays: 3 },
  ];
  it('picks the smallest covering band and the highest break at or under the weight', () => {
    expect(tariffCell(cells, '70', 999, 300)?.ratePerCwtCents).toBe(3000);
    expect(tariffCell(cells, '70', 1000, 300)?.ratePerCwtCents).toBe(2500);
    expect(tariffCell(cells, '70', 1500, 700)?.ratePerCwtCents).toBe(3500);
    expect(tariffCell(cells, '70', 1500, 1200)).toBeUndefined();
    expect(tariffCell(cells, '85', 1500, 300)).toBeUndefined();
  });
  it('prices lines per hundredweight, raises to the minimum and adds fuel', () => {
    const price = ltlPrice({ minimumChargeCents: 10_000, cells }, [{ freightClass: '70', totalWeight: 2000, length: 48, width: 40, height: 48 }], 300, 20);
    expect(price).toEqual({ linehaulCents: 50_000, fuelSurchargeCents: 10_000, priceCents: 60_000, transitDays: 2 });
    const small = ltlPrice({ minimumChargeCents: 10_000, cells }, [{ freightClass: '70', totalWeight: 100, length: 48, width: 40, height: 48 }], 300, 10);
    expect(small).toEqual({ linehaulCents: 10_000, fuelSurchargeCents: 1_000, priceCents: 11_000, transitDays: 2 });
  });
  it('uses the density class for a line without one and refuses a line it cannot class', () => {
    // 1000 lb on a 48x40x48 pallet is 18.75 pcf: class 70.
    expect(lineFreightClass({ freightClass: null, totalWeight: 1000, length: 48, width: 40, height: 48 })).toBe('70');
    expect(ltlPrice({ minimumChargeCents: 0, cells }, [{ freightClass: null, totalWeight: 1000, length: 48, width: 40, height: 48 }], 300, 0)?.linehaulCents).toBe(25_000);
    expect(ltlPrice({ minimumChargeCents: 0, cells }, [{ freightClass: null, totalWeight: 1000, length: null, width: 40, height: 48 }], 300, 0)).toBeUndefined();
    expect(ltlPrice({ minimumChargeCents: 0, cells }, [], 300, 0)).toBeUndefined();
  });
});

describe('small rules', () => {
  it('takes the 3-character postal prefix of US and Canadian codes', () => {
    expect(postalPrefix('30303')).toBe('303');
    expect(postalPrefix('h3b 9a7')).toBe('H3B');
  });
  it('gives an on-time percent only with deliveries', () => {
    expect(onTimePercent(95, 110)).toBe(86);
    expect(onTimePercent(0, 0)).toBeNull();
  });
});

describe('estimatedRoadMiles', () => {
  it('sums the legs with the road factor', () => {
    // Chicago to Dallas is about 803 great-circle miles.
    const miles = estimatedRoadMiles([{ latitude: 41.8781, longitude: -87.6298 }, { latitude: 32.7767, longitude: -96.797 }]);
    expect(miles).toBeGreaterThan(930);
    expect(miles).toBeLessThan(950);
    expect(estimatedRoadMiles([{ latitude: 41.8781, longitude: -87.6298 }])).toBe(0);
  });
});
