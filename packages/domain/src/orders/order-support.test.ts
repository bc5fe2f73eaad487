import { describe, expect, it } from 'vitest';
import { bolMissing } from './bol-readiness';
import { canConsolidate, greatCircleMiles, withinDateWindow } from './consolidation';
import { copiedStopTimes } from './order-copies';
import { isOrderEditable, viewCounts } from './order-views';

describe('bill of lading readiness', () => {
  const stops = [
    { stopType: 'Pickup' as const, city: 'Atlanta', postalCode: '30303' },
    { stopType: 'Dropoff' as const, city: 'Dallas', postalCode: '75201' },
  ];
  it('is ready with an origin, a destination and complete lines', () => {
    expect(bolMissing(stops, [{ description: 'Paper', packageCount: 10, totalWeight: 500 }])).toEqual([]);
  });
  it('lists everything missing', () => {
    expect(bolMissing([stops[0]], [])).toEqual(['A destination (a dropoff stop with a location)', 'At least one line item']);
    expect(bolMissing(stops, [{ description: ' ', packageCount: 0, totalWeight: null }])).toEqual(['Line item 1: a description', 'Line item 1: a piece count', 'Line item 1: a weight']);
  });
});

describe('consolidation', () => {
  const anchor = { weightLbs: 20_000, units: 20, pickupAt: new Date('2030-03-10T12:00:00Z') };
  const near = { weightLbs: 25_000, units: 40, pickupAt: new Date('2030-03-12T12:00:00Z'), originMiles: 40, destinationMiles: 10 };
  it('takes the spec defaults: 45,000 lb, 60 units, 40 miles, plus or minus 2 days', () => {
    expect(canConsolidate(anchor, near)).toBe(true);
    expect(canConsolidate(anchor, { ...near, weightLbs: 25_001 })).toBe(false);
    expect(canConsolidate(anchor, { ...near, units: 41 })).toBe(false);
    expect(canConsolidate(anchor, { ...near, originMiles: 40.1 })).toBe(false);
    expect(canConsolidate(anchor, { ...near, pickupAt: new Date('2030-03-12T12:00:01Z') })).toBe(false);
    expect(withinDateWindow(anchor.pickupAt, new Date('2030-03-08T12:00:00Z'), 2)).toBe(true);
  });
  it('measures great-circle miles', () => {
    // Atlanta to Dallas is about 721 miles as the crow flies.
    expect(greatCircleMiles({ latitude: 33.749, longitude: -84.388 }, { latitude: 32.7767, longitude: -96.797 })).toBeCloseTo(721, -1);
  });
});

describe('copies and views', () => {
  it('shifts the window and clears the appointment', () => {
    expect(copiedStopTimes({ earlyDateTime: '2030-03-02T08:00:00Z', lateDateTime: null }, 3)).toEqual({ earlyDateTime: new Date('2030-03-05T08:00:00Z'), lateDateTime: null, appointmentDateTime: null });
  });
  it('counts views from statuses, All being the sum', () => {
    const counts = viewCounts(new Map([[0, 2], [1, 3], [3, 1], [4, 1], [-1, 5]]));
    expect(counts).toMatchObject({ draft: 2, readyToBook: 3, inProgress: 2, voided: 5, all: 12, tendering: 0 });
  });
  it('lets orders change only before booking', () => {
    expect([0, 1, 2, 3].map(isOrderEditable)).toEqual([true, true, false, false]);
  });
});
