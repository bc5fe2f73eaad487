import { describe, expect, it } from 'vitest';
import { OrderCreateBodySchema } from '@portal/domain/orders/order-schemas';
import { newFacilityIssues } from '@portal/domain/orders/order-facility';
import type { QuoteOrderDraft } from '@portal/domain/rates/quick-quote';
import { orderFormFromQuote } from './order-from-quote';

const draft: QuoteOrderDraft = {
  quoteId: null,
  origin: { city: 'Atlanta', state: 'GA', postalCode: '30303', country: 'US', ianaTimezone: 'America/New_York', latitude: 33.75, longitude: -84.39 },
  destination: { city: 'Dallas', state: 'TX', postalCode: '75201', country: 'US', ianaTimezone: 'America/Chicago', latitude: 32.78, longitude: -96.8 },
  pickupDate: '2026-12-01',
  deliveryDate: '2026-12-03',
  equipmentMode: 'Flatbed',
  shippingMode: 'LTL',
  totalWeight: 9000,
  palletCount: 6,
};

describe('orderFormFromQuote', () => {
  it('fills the places, the 8:00 windows in each zone, the mode, the equipment and the line', () => {
    const values = orderFormFromQuote(draft);
    expect(values).toMatchObject({ shippingMode: 'LTL', equipmentMode: 'Flatbed' });
    const [pickup, dropoff] = values.stops;
    expect(pickup).toMatchObject({ stopType: 'Pickup', earlyDateTime: '2026-12-01T08:00:00-05:00', location: { city: 'Atlanta', state: 'GA', postalCode: '30303', name: '', addressLine1: '' } });
    expect(pickup.lineItems).toEqual([expect.objectContaining({ totalWeight: '9000', palletCount: '6', packagingUnitType: 'Pallet' })]);
    expect(dropoff).toMatchObject({ stopType: 'Dropoff', earlyDateTime: '2026-12-03T08:00:00-06:00', location: { city: 'Dallas', postalCode: '75201' }, lineItems: [] });
  });

  it('leaves the broker only the facilities to enter on a truckload', () => {
    const values = orderFormFromQuote({ ...draft, shippingMode: 'TL' });
    // Each stop's facility is refused for its empty name (the union of a facility or none reports at the stop's location).
    const result = OrderCreateBodySchema.safeParse(values);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['stops.0.location', 'stops.1.location']);
    expect(newFacilityIssues(values.stops as Parameters<typeof newFacilityIssues>[0]).map((i) => i.path.join('.'))).toEqual(['stops.0.location.addressLine1', 'stops.1.location.addressLine1']);

    const named = { ...values, stops: values.stops.map((s, i) => ({ ...s, location: { ...s.location!, name: `Dock ${i}`, addressLine1: `${i} Main St` } })) };
    expect(OrderCreateBodySchema.safeParse(named).error?.issues).toBeUndefined();
    // An LTL line also needs its class or dimensions, which a quick quote does not ask.
    const ltl = OrderCreateBodySchema.safeParse({ ...named, shippingMode: 'LTL' });
    expect(ltl.error?.issues.map((i) => i.path.join('.'))).toEqual(['stops.0.lineItems.0.freightClass']);
  });
});
