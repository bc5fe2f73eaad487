import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage, translator } from '../i18n/i18n';
import { dockStatusText } from './dock-status-chip';

const t = translator.t;
// Wednesday 25 November 2026, 10:00 in Chicago (CST, UTC-6).
const NOW = new Date('2026-11-25T16:00:00Z');

describe('dock status', () => {
  afterEach(async () => {
    await setLanguage('en');
  });

  it("writes the dock's times as the portal writes times, in the dock's zone", () => {
    expect(dockStatusText({ openNow: true, closesAt: '2026-11-25T23:00:00Z', nextOpenAt: null, timeZone: 'America/Chicago' }, t, NOW)).toBe('Open now · closes 5:00 pm CST');
    expect(dockStatusText({ openNow: false, closesAt: null, nextOpenAt: '2026-11-30T13:00:00Z', timeZone: 'America/Chicago' }, t, NOW)).toBe('Closed · opens Mon 7:00 am CST');
  });

  it('uses the 24-hour clock and Spanish day names in Spanish', async () => {
    await setLanguage('es');
    expect(dockStatusText({ openNow: false, closesAt: null, nextOpenAt: '2026-11-30T13:00:00Z', timeZone: 'America/Chicago' }, translator.t, NOW)).toMatch(/^Cerrado · abre lun\.? 07:00 CST$/);
  });
});
