import { describe, expect, it } from 'vitest';
import { codeOf, displayName } from '../common/enum';
import { isActiveLoad, isOpenForBooking, SHIPMENT_STATUSES, ShipmentStatus } from './shipment-status';

describe('shipment status', () => {
  it('has the spec codes', () => {
    expect(ShipmentStatus).toEqual({
      Voided: -1, Draft: 0, ReadyToBook: 1, Tendering: 2, Booked: 3, Dispatched: 4, InTransit: 5, AtStop: 6, Delivered: 7, DeliveryConfirmed: 8,
    });
    expect(SHIPMENT_STATUSES.map((s) => s.code)).toEqual(Object.values(ShipmentStatus));
  });

  it('shows the spec names', () => {
    expect(SHIPMENT_STATUSES.map((s) => s.name)).toEqual([
      'Voided', 'Draft', 'Ready to Book', 'Tendering', 'Booked', 'Dispatched', 'In Transit', 'At Stop', 'Delivered', 'Delivery Confirmed',
    ]);
    expect(displayName(SHIPMENT_STATUSES, ShipmentStatus.InTransit)).toBe('In Transit');
    expect(codeOf(SHIPMENT_STATUSES, 'Ready To Book')).toBe(ShipmentStatus.ReadyToBook);
    expect(codeOf(SHIPMENT_STATUSES, 'delivery confirmed')).toBe(ShipmentStatus.DeliveryConfirmed);
  });
});

describe('active loads', () => {
  it('are Booked, Dispatched, In Transit and At Stop', () => {
    expect([-1, 0, 1, 2, 3, 4, 5, 6, 7, 8].filter(isActiveLoad)).toEqual([3, 4, 5, 6]);
  });
});

describe('isOpenForBooking', () => {
  it('is open from Draft through Tendering while no carrier holds the load', () => {
    expect(isOpenForBooking(ShipmentStatus.Draft, null)).toBe(true);
    expect(isOpenForBooking(ShipmentStatus.ReadyToBook, null)).toBe(true);
    expect(isOpenForBooking(ShipmentStatus.Tendering, null)).toBe(true);
    expect(isOpenForBooking(ShipmentStatus.Tendering, 12)).toBe(false);
    expect(isOpenForBooking(ShipmentStatus.Booked, null)).toBe(false);
    expect(isOpenForBooking(ShipmentStatus.Voided, null)).toBe(false);
  });
});
