import { describe, expect, it } from 'vitest';
import { DEFAULT_SHIPMENT_LIST_FILTER, DEFAULT_SHIPMENT_LIST_STATUSES, progressGroup } from './progress';
import { ShipmentStatus as S } from './shipment-status';

describe('progressGroup', () => {
  it.each([
    [S.ReadyToBook, 1],
    [S.Tendering, 1],
    [S.Booked, 2],
    [S.Dispatched, 2],
    [S.InTransit, 2],
    [S.AtStop, 2],
    [S.Delivered, 4],
    [S.DeliveryConfirmed, 0],
    [S.Draft, 0],
    [S.Voided, 0],
  ])('status %i is group %i', (status, group) => {
    expect(progressGroup(status)).toBe(group);
  });

  it('puts unknown and missing statuses in 0', () => {
    expect(progressGroup(42)).toBe(0);
    expect(progressGroup(null)).toBe(0);
    expect(progressGroup(undefined)).toBe(0);
  });
});

describe('default shipment list', () => {
  it('opens on Dispatched, In Transit, At Stop, Booked, Delivered with needsUpdates on', () => {
    expect(DEFAULT_SHIPMENT_LIST_STATUSES).toEqual([S.Dispatched, S.InTransit, S.AtStop, S.Booked, S.Delivered]);
    expect(DEFAULT_SHIPMENT_LIST_FILTER).toEqual({ statuses: DEFAULT_SHIPMENT_LIST_STATUSES, needsUpdates: true });
  });
});
