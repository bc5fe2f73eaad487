/** How many copies one duplicate request may make. */
export const ORDER_COPIES = { min: 1, max: 50 } as const;
/** How far, in whole days, a duplicate may move every date of the order (either way). */
export const MAX_SHIFT_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

/** An instant moved by whole days (time of day kept in UTC; a stop's zone keeps its wall time except across a DST change). */
export function shiftInstant<T extends Date | string | null | undefined>(value: T, days: number): T extends null | undefined ? T : Date {
  if (value == null) return value as never;
  return new Date(new Date(value).getTime() + days * DAY_MS) as never;
}

export interface CopiedStopTimes {
  earlyDateTime: Date;
  lateDateTime: Date | null;
  appointmentDateTime: null;
}

/**
 * A stop's times on a copy: the window shifted by `days`; the appointment cleared, because an
 * appointment is booked with the facility for one load and does not carry over to another.
 */
export function copiedStopTimes(stop: { earlyDateTime: Date | string; lateDateTime: Date | string | null }, days: number): CopiedStopTimes {
  return { earlyDateTime: shiftInstant(new Date(stop.earlyDateTime), days), lateDateTime: stop.lateDateTime == null ? null : shiftInstant(new Date(stop.lateDateTime), days), appointmentDateTime: null };
}
