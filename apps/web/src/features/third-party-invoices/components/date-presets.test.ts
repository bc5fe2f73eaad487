import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { presetWindow } from './date-presets';

const now = dayjs('2026-03-11T15:00:00'); // a Wednesday

describe('presetWindow', () => {
  it('covers one calendar day for Today, Yesterday and Tomorrow', () => {
    expect(presetWindow('Today', { start: '', end: '' }, now)).toEqual({ start: '2026-03-11', end: '2026-03-11' });
    expect(presetWindow('Yesterday', { start: '', end: '' }, now)).toEqual({ start: '2026-03-10', end: '2026-03-10' });
    expect(presetWindow('Tomorrow', { start: '', end: '' }, now)).toEqual({ start: '2026-03-12', end: '2026-03-12' });
  });

  it('covers Sunday to Saturday for This Week', () => {
    expect(presetWindow('This Week', { start: '', end: '' }, now)).toEqual({ start: '2026-03-08', end: '2026-03-14' });
  });

  it('uses the given dates for Range, leaving an empty side open', () => {
    expect(presetWindow('Range', { start: '2026-01-01', end: '' }, now)).toEqual({ start: '2026-01-01', end: undefined });
    expect(presetWindow('', { start: '2026-01-01', end: '2026-01-02' }, now)).toEqual({});
  });
});
