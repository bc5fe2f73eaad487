import { describe, expect, it } from 'vitest';
import { DRIVER_CONFIRMATION_WINDOW_MS, driverConfirmationDue } from './know-your-driver';

const now = new Date('2026-11-30T12:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

describe('driverConfirmationDue', () => {
  it('is due when pickup is two hours away or nearer and nobody confirmed', () => {
    expect(driverConfirmationDue(at(120), null, now)).toBe(true);
    expect(driverConfirmationDue(at(30), null, now)).toBe(true);
    expect(driverConfirmationDue(at(0), null, now)).toBe(true);
  });

  it('stays due once the pickup time has passed without a confirmation', () => {
    expect(driverConfirmationDue(at(-45), null, now)).toBe(true);
  });

  it('is not due earlier than two hours before pickup', () => {
    expect(driverConfirmationDue(at(121), null, now)).toBe(false);
    expect(driverConfirmationDue(at(6 * 60), null, now)).toBe(false);
    expect(DRIVER_CONFIRMATION_WINDOW_MS).toBe(7_200_000);
  });

  it('is never due once the driver confirmed, nor without a pickup time', () => {
    expect(driverConfirmationDue(at(10), at(-60), now)).toBe(false);
    expect(driverConfirmationDue(at(-10), at(-60), now)).toBe(false);
    expect(driverConfirmationDue(null, null, now)).toBe(false);
  });
});
