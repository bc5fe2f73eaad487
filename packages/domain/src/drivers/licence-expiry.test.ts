import { describe, expect, it } from 'vitest';
import { licenceStatus, licenceWarning, localToday } from './licence-expiry';

describe('licence expiry', () => {
  it('is valid beyond 30 days, lapsing within 30 days (inclusive), expired the day after', () => {
    expect(licenceStatus('2026-03-03', '2026-01-31')).toBe('Valid');
    expect(licenceStatus('2026-03-02', '2026-01-31')).toBe('ExpiresSoon');
    expect(licenceStatus('2026-01-31', '2026-01-31')).toBe('ExpiresSoon');
    expect(licenceStatus('2026-01-30', '2026-01-31')).toBe('Expired');
    expect(licenceStatus(null, '2026-01-31')).toBe('Unknown');
  });

  it('counts days across a leap day', () => {
    expect(licenceStatus('2024-03-30', '2024-02-29')).toBe('ExpiresSoon');
    expect(licenceStatus('2024-03-31', '2024-02-29')).toBe('Valid');
  });

  it('words the warning', () => {
    expect(licenceWarning('2026-01-30', '2026-01-31')).toBe('Licence expired on 2026-01-30');
    expect(licenceWarning('2026-02-10', '2026-01-31')).toBe('Licence expires on 2026-02-10');
    expect(licenceWarning('2027-01-01', '2026-01-31')).toBeUndefined();
  });

  it("reads today's date in a time zone", () => {
    const lateEvening = new Date('2026-01-01T03:30:00Z');
    expect(localToday(lateEvening, 'UTC')).toBe('2026-01-01');
    expect(localToday(lateEvening, 'America/Chicago')).toBe('2025-12-31');
  });
});
