import dayjs from '../../../lib/dayjs';

/** The third-party list's date presets. */
export const DATE_PRESETS = ['Today', 'Yesterday', 'This Week', 'Tomorrow', 'Range'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** The calendar window of a preset ({start, end} as YYYY-MM-DD); Range uses the given dates. */
export function presetWindow(preset: DatePreset | '', range: { start: string; end: string }, now = dayjs()): { start?: string; end?: string } {
  const day = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');
  switch (preset) {
    case 'Today':
      return { start: day(now), end: day(now) };
    case 'Yesterday':
      return { start: day(now.subtract(1, 'day')), end: day(now.subtract(1, 'day')) };
    case 'Tomorrow':
      return { start: day(now.add(1, 'day')), end: day(now.add(1, 'day')) };
    case 'This Week':
      return { start: day(now.startOf('week')), end: day(now.endOf('week')) };
    case 'Range':
      return { start: range.start || undefined, end: range.end || undefined };
    default:
      return {};
  }
}
