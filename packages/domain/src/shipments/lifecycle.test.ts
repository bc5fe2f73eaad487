import { describe, expect, it } from 'vitest';
import {
  AT_STOP_UPDATE_AFTER_MS,
  isCarrierMoveAllowed,
  MOVE_REASONS,
  needsUpdate,
  statusAfterArrival,
  statusAfterDeliveryConfirmation,
  statusAfterDeparture,
  statusAfterDispatch,
} from './lifecycle';
import { SHIPMENT_STATUSES, ShipmentStatus as S, type ShipmentStatus } from './shipment-status';

const ALL = SHIPMENT_STATUSES.map((s) => s.code);

describe('stop events', () => {
  it('walks a two-stop load from Booked to Delivery Confirmed', () => {
    let status: ShipmentStatus = S.Booked;
    const step = (move: ReturnType<typeof statusAfterArrival>) => {
      if (!move.ok) throw new Error(move.reason);
      expect(isCarrierMoveAllowed(status, move.status)).toBe(true);
      status = move.status;
      return status;
    };
    expect(step(statusAfterDispatch(status))).toBe(S.Dispatched);
    expect(step(statusAfterArrival(status))).toBe(S.AtStop);
    expect(step(statusAfterDeparture(status, false))).toBe(S.InTransit);
    expect(step(statusAfterArrival(status))).toBe(S.AtStop);
    expect(step(statusAfterDeparture(status, true))).toBe(S.Delivered);
    expect(step(statusAfterDeliveryConfirmation(status))).toBe(S.DeliveryConfirmed);
  });

  it('lets a truck arrive at the first pickup straight from Booked', () => {
    expect(statusAfterArrival(S.Booked)).toEqual({ ok: true, status: S.AtStop });
  });

  it('changes nothing on a Voided shipment', () => {
    expect(statusAfterArrival(S.Voided)).toEqual({ ok: false, reason: MOVE_REASONS.voided });
    expect(statusAfterDeparture(S.Voided, true)).toEqual({ ok: false, reason: MOVE_REASONS.voided });
    expect(statusAfterDispatch(S.Voided)).toEqual({ ok: false, reason: MOVE_REASONS.voided });
    expect(statusAfterDeliveryConfirmation(S.Voided)).toEqual({ ok: false, reason: MOVE_REASONS.voided });
    for (const to of ALL) expect(isCarrierMoveAllowed(S.Voided, to)).toBe(false);
  });

  it('refuses stop events before booking', () => {
    for (const status of [S.Draft, S.ReadyToBook, S.Tendering]) {
      expect(statusAfterArrival(status)).toEqual({ ok: false, reason: MOVE_REASONS.notBooked });
      expect(statusAfterDeparture(status, false)).toEqual({ ok: false, reason: MOVE_REASONS.notBooked });
    }
  });

  it('refuses stop events after delivery', () => {
    for (const status of [S.Delivered, S.DeliveryConfirmed]) {
      expect(statusAfterArrival(status)).toEqual({ ok: false, reason: MOVE_REASONS.delivered });
      expect(statusAfterDeparture(status, true)).toEqual({ ok: false, reason: MOVE_REASONS.delivered });
    }
  });

  it('needs an arrival before a departure and a departure before the next arrival', () => {
    expect(statusAfterDeparture(S.InTransit, false)).toEqual({ ok: false, reason: MOVE_REASONS.notAtStop });
    expect(statusAfterDeparture(S.Booked, true)).toEqual({ ok: false, reason: MOVE_REASONS.notAtStop });
    expect(statusAfterArrival(S.AtStop)).toEqual({ ok: false, reason: MOVE_REASONS.alreadyAtStop });
  });

  it('dispatches only a booked shipment and confirms only a delivered one', () => {
    expect(statusAfterDispatch(S.InTransit).ok).toBe(false);
    expect(statusAfterDeliveryConfirmation(S.AtStop).ok).toBe(false);
  });

  it('never moves a status backwards', () => {
    for (const from of ALL) for (const to of ALL) if (isCarrierMoveAllowed(from, to) && !(from === S.AtStop && to === S.InTransit)) {
      expect(to).toBeGreaterThan(from);
    }
  });
});

describe('needsUpdate', () => {
  const now = '2025-03-10T12:00:00Z';
  const past = '2025-03-10T08:00:00Z';
  const future = '2025-03-10T18:00:00Z';

  it('flags a moving load whose next stop window has passed without arrival', () => {
    for (const status of [S.Booked, S.Dispatched, S.InTransit]) {
      expect(needsUpdate({ status, stops: [{ early: '2025-03-10T06:00:00Z', late: past }, { late: future }], now })).toBe(true);
    }
  });

  it('uses early when the stop has no late', () => {
    expect(needsUpdate({ status: S.Dispatched, stops: [{ early: past }], now })).toBe(true);
    expect(needsUpdate({ status: S.Dispatched, stops: [{ early: future }], now })).toBe(false);
  });

  it('prefers late over early', () => {
    expect(needsUpdate({ status: S.Booked, stops: [{ early: past, late: future }], now })).toBe(false);
  });

  it('looks at the first stop without an arrival', () => {
    const stops = [
      { late: '2025-03-09T08:00:00Z', arrivedAt: '2025-03-09T07:00:00Z', departedAt: '2025-03-09T09:00:00Z' },
      { late: future },
    ];
    expect(needsUpdate({ status: S.InTransit, stops, now })).toBe(false);
    expect(needsUpdate({ status: S.InTransit, stops: [stops[0], { late: past }], now })).toBe(true);
  });

  it('does not flag a stop without a window, nor a load with every stop arrived', () => {
    expect(needsUpdate({ status: S.InTransit, stops: [{}], now })).toBe(false);
    expect(needsUpdate({ status: S.InTransit, stops: [{ late: past, arrivedAt: past }], now })).toBe(false);
    expect(needsUpdate({ status: S.Booked, stops: [], now })).toBe(false);
  });

  it('flags a load at a stop for more than 24 hours without departure', () => {
    const arrivedAt = new Date(Date.parse(now) - AT_STOP_UPDATE_AFTER_MS - 1);
    expect(needsUpdate({ status: S.AtStop, stops: [{ late: past, arrivedAt }], now })).toBe(true);
    const exactly = new Date(Date.parse(now) - AT_STOP_UPDATE_AFTER_MS);
    expect(needsUpdate({ status: S.AtStop, stops: [{ late: past, arrivedAt: exactly }], now })).toBe(false);
  });

  it('falls back to the last activity when no stop shows an open arrival', () => {
    const longAgo = Date.parse(now) - 2 * AT_STOP_UPDATE_AFTER_MS;
    expect(needsUpdate({ status: S.AtStop, stops: [{}], lastActivityAt: longAgo, now })).toBe(true);
    expect(needsUpdate({ status: S.AtStop, stops: [{}], lastActivityAt: null, now })).toBe(false);
  });

  it('never flags other statuses', () => {
    for (const status of [S.Voided, S.Draft, S.ReadyToBook, S.Tendering, S.Delivered, S.DeliveryConfirmed]) {
      expect(needsUpdate({ status, stops: [{ late: past }], lastActivityAt: '2020-01-01T00:00:00Z', now })).toBe(false);
    }
  });

  it('accepts Date, ISO text and epoch ms, and ignores unreadable times', () => {
    expect(needsUpdate({ status: S.Booked, stops: [{ late: new Date(past) }], now: new Date(now) })).toBe(true);
    expect(needsUpdate({ status: S.Booked, stops: [{ late: Date.parse(past) }], now: Date.parse(now) })).toBe(true);
    expect(needsUpdate({ status: S.Booked, stops: [{ late: 'not a date' }], now })).toBe(false);
    expect(needsUpdate({ status: S.Booked, stops: [{ late: past }], now: 'garbage' })).toBe(false);
  });
});
