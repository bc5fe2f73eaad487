/**
 * Score-card months are calendar months in UTC ('2025-05'). A month's snapshot is the card as of
 * the first instant of the next month, taken on the first read after the month ends.
 */
export function periodOf(instant: Date): string {
  return `${instant.getUTCFullYear()}-${String(instant.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The instant a month ends (the first instant of the month after it). */
export function periodEnd(period: string): Date {
  const [year, month] = period.split('-').map(Number);
  return new Date(Date.UTC(year, month, 1));
}

/** The `count` months that have ended before `now`, oldest first. */
export function completedPeriods(now: Date, count: number): string[] {
  const periods: string[] = [];
  for (let back = count; back >= 1; back--) periods.push(periodOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1))));
  return periods;
}
