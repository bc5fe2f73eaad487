import { describe, expect, it } from 'vitest';
import { OrderCreateBodySchema, OrderDuplicateBodySchema, OrderUpdateBodySchema, type OrderCreateBody } from './order-schemas';

const location = (city: string, postalCode: string, ianaTimezone = 'America/Chicago') => ({ name: `${city} DC`, city, state: 'XX', postalCode, ianaTimezone });

function order(overrides: Partial<OrderCreateBody> = {}): OrderCreateBody {
  return {
    shippingMode: 'TL',
    equipmentMode: 'Dry',
    stops: [
      {
        stopType: 'Pickup',
        location: location('Atlanta', '30303', 'America/New_York'),
        earlyDateTime: '2030-03-02T08:00:00-05:00',
        lateDateTime: '2030-03-02T12:00:00-05:00',
        lineItems: [{ description: 'Paper towels', packageCount: 20, totalWeight: 12000 }],
      },
      { stopType: 'Dropoff', location: location('Dallas', '75201'), earlyDateTime: '2030-03-04T08:00:00-06:00' },
    ],
    ...overrides,
  };
}

const issuesOf = (body: unknown) => {
  const result = OrderCreateBodySchema.safeParse(body);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the order request', () => {
  it('accepts a plain two-stop order and saves a draft by default', () => {
    const parsed = OrderCreateBodySchema.parse(order());
    expect(parsed.submit).toBe(false);
    expect(parsed.stops[1].lineItems).toEqual([]);
    expect(parsed.stops[0].location.country).toBe('US');
  });

  it('needs a pickup first and a dropoff last', () => {
    const body = order();
    expect(issuesOf({ ...body, stops: [body.stops[1], body.stops[0]] })).toEqual(
      expect.arrayContaining(['stops.0.stopType: The first stop must be a pickup', 'stops.1.stopType: The last stop must be a dropoff']),
    );
    expect(issuesOf({ ...body, stops: [body.stops[0]] })).toContain('stops: An order needs at least one pickup and one dropoff');
  });

  it('keeps early <= appointment <= late on each stop', () => {
    const body = order();
    body.stops[0] = { ...body.stops[0], appointmentDateTime: '2030-03-02T13:00:00-05:00' };
    expect(issuesOf(body)).toContain('stops.0.appointmentDateTime: The appointment must not be after the late time');
    body.stops[0] = { ...body.stops[0], appointmentDateTime: '2030-03-02T07:00:00-05:00' };
    expect(issuesOf(body)).toContain('stops.0.appointmentDateTime: The appointment must not be before the early time');
    body.stops[0] = { ...body.stops[0], appointmentDateTime: '2030-03-02T10:00:00-05:00' };
    expect(issuesOf(body)).toEqual([]);
  });

  it('needs a location and an early time on every stop', () => {
    const body = order();
    body.stops[1] = { ...body.stops[1], location: null, earlyDateTime: '' };
    expect(issuesOf(body)).toEqual(expect.arrayContaining(['stops.1.location: Choose a location', 'stops.1.earlyDateTime: An early date and time is required']));
  });

  it('needs a temperature and a mode for reefer, and drops them otherwise', () => {
    expect(issuesOf(order({ equipmentMode: 'Reefer' }))).toEqual(['reeferTemperature: A reefer order needs a temperature', 'reeferMode: A reefer order needs a reefer mode']);
    expect(OrderCreateBodySchema.parse(order({ equipmentMode: 'Reefer', reeferTemperature: '34', reeferMode: 'Cycle' })).reeferTemperature).toBe(34);
    expect(OrderCreateBodySchema.parse(order({ reeferTemperature: 34, reeferMode: 'Cycle' })).reeferMode).toBeUndefined();
  });

  it('needs the hazmat fields on a hazmat line and the emergency contact on the order', () => {
    const body = order();
    body.stops[0] = { ...body.stops[0], lineItems: [{ description: 'Adhesive', isHazmat: true, packageCount: 1, totalWeight: 100 }] };
    expect(issuesOf(body)).toEqual([
      'stops.0.lineItems.0.hazmatUnNumber: A hazmat line needs a UN number',
      'stops.0.lineItems.0.hazmatClass: A hazmat line needs a hazard class',
      'stops.0.lineItems.0.hazmatPackingGroup: A hazmat line needs a packing group',
      'hazmatEmergencyContactInfo: An order with hazmat lines needs a hazmat emergency contact',
    ]);
    body.stops[0].lineItems = [{ description: 'Adhesive', isHazmat: true, hazmatUnNumber: 'un1133', hazmatClass: '3', hazmatPackingGroup: 'III' }];
    const parsed = OrderCreateBodySchema.parse({ ...body, hazmatEmergencyContactInfo: 'CHEMTREC 1-800-424-9300' });
    expect(parsed.stops[0].lineItems[0].hazmatUnNumber).toBe('UN1133');
    expect(parsed.accessorials).toContain('Hazmat');
  });

  it('suggests a class for an LTL line without one, and refuses one it cannot class', () => {
    const body = order({ shippingMode: 'LTL' });
    body.stops[0] = { ...body.stops[0], lineItems: [{ description: 'Cans', totalWeight: 1600, length: 48, width: 40, height: 48, palletCount: 2 }] };
    expect(OrderCreateBodySchema.parse(body).stops[0].lineItems[0].freightClass).toBe('70');
    body.stops[0].lineItems = [{ description: 'Cans', totalWeight: 1600 }];
    expect(issuesOf(body)).toEqual(['stops.0.lineItems.0.freightClass: An LTL line needs a freight class, or its weight and dimensions so one can be suggested']);
    body.stops[0].lineItems = [{ description: 'Cans', freightClass: '85' }];
    expect(OrderCreateBodySchema.parse(body).stops[0].lineItems[0].freightClass).toBe('85');
  });

  it('gives a Canadian postal code the country CA', () => {
    const body = order();
    body.stops[1] = { ...body.stops[1], location: { ...location('Toronto', 'm5v 2p3', 'America/Toronto'), country: 'US' } };
    expect(OrderCreateBodySchema.parse(body).stops[1].location.country).toBe('CA');
  });

  it('keeps line item ids only when they are GUIDs', () => {
    const body = order();
    const guid = '3f2504e0-4f89-11d3-9a0c-0305e82c3301';
    body.stops[0] = { ...body.stops[0], lineItems: [{ id: 'new-1', description: 'A' }, { id: guid, description: 'B' }, { id: '00000000-0000-0000-0000-000000000000', description: 'C' }] };
    expect(OrderCreateBodySchema.parse(body).stops[0].lineItems.map((l) => l.id)).toEqual([undefined, guid, undefined]);
  });

  it('drops empty reference numbers and sends empty optional text as absent', () => {
    const parsed = OrderCreateBodySchema.parse(
      order({
        specialInstructions: '   ',
        hazmatEmergencyContactInfo: '',
        referenceNumbers: [
          { label: 'PO', value: ' 123 ', typeId: 1 },
          { label: '', value: '456', typeId: 4 },
          { label: 'SO', value: ' ', typeId: 4 },
        ],
      }),
    );
    expect(parsed.referenceNumbers).toEqual([{ label: 'PO', value: '123', typeId: 1 }]);
    expect('specialInstructions' in parsed && parsed.specialInstructions !== undefined).toBe(false);
    expect(parsed.hazmatEmergencyContactInfo).toBeUndefined();
  });

  it('delivers a line only at a dropoff after its pickup', () => {
    const body = order();
    body.stops[0] = { ...body.stops[0], lineItems: [{ description: 'A', dropoffStopNumber: 0 }] };
    expect(issuesOf(body)).toEqual(['stops.0.lineItems.0.dropoffStopNumber: Deliver the line at a dropoff after its pickup']);
    body.stops[1] = { ...body.stops[1], lineItems: [{ description: 'B' }] };
    expect(issuesOf(body)).toContain('stops.1.lineItems: Line items are entered on the pickup that loads them');
  });

  it('reads form text as numbers and refuses money with more than two decimals', () => {
    expect(OrderCreateBodySchema.parse(order({ freightValue: '1250.50', markup: '' })).freightValue).toBe(1250.5);
    expect(issuesOf(order({ freightValue: 10.005 }))).toEqual(['freightValue: Use at most two decimals']);
  });

  it('needs the version on an update', () => {
    expect(OrderUpdateBodySchema.safeParse(order()).success).toBe(false);
    expect(OrderUpdateBodySchema.parse({ ...order(), version: 3 }).version).toBe(3);
  });

  it('makes 1 to 50 copies', () => {
    expect(OrderDuplicateBodySchema.parse({ copies: 3 })).toEqual({ copies: 3, shiftDays: 0 });
    expect(OrderDuplicateBodySchema.safeParse({ copies: 0 }).success).toBe(false);
    expect(OrderDuplicateBodySchema.safeParse({ copies: 51 }).success).toBe(false);
  });
});
