/**
 * Which positions a batch may bring: a point the truck reported up to a few minutes ahead of our clock
 * (phones and ELDs drift), back to the oldest day still kept. Older points would only be thinned or
 * dropped at once; later ones are a wrong clock, and both would put a load's last position wrong.
 */
export const POSITION_CLOCK_SKEW_MS = 5 * 60 * 1000;

/** Positions older than a day keep one point per device and this many minutes. */
export const POSITION_THINNING_MINUTES = 10;

/** How many days of positions the brokerage keeps unless it sets otherwise. */
export const DEFAULT_POSITION_RETENTION_DAYS = 90;

export const POSITION_BATCH_MAX = 500;

const DAY_MS = 86_400_000;

/** The UTC day (midnight) a point belongs to: positions are stored one day a partition. */
export function positionDay(at: Date): Date {
  return new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
}

/** Why a point cannot be taken, or null when it can. */
export function positionTimeIssue(recordedAt: Date, now: Date, retentionDays: number): string | null {
  if (recordedAt.getTime() > now.getTime() + POSITION_CLOCK_SKEW_MS) return 'recordedAt is in the future: check the device clock';
  if (recordedAt.getTime() < positionDay(now).getTime() - retentionDays * DAY_MS) return `recordedAt is older than the ${retentionDays} days positions are kept`;
  return null;
}
