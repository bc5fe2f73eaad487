/**
 * A notice of assignment (NOA): a factoring company tells the brokerage that a carrier's invoices
 * are assigned to it, so the checks go to the factor. The brokerage accepts or rejects the notice;
 * a release, filed by the same factor, ends it the same way.
 *
 *   Filed --accept--> Active --release filed--> ReleaseFiled --accept--> Released
 *     \--reject--> Rejected                       \--reject--> Active
 */
export const NOTICE_STATUSES = ['Filed', 'Rejected', 'Active', 'ReleaseFiled', 'Released'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

export const NOTICE_STATUS_LABELS: Readonly<Record<NoticeStatus, string>> = {
  Filed: 'Awaiting the brokerage',
  Rejected: 'Rejected',
  Active: 'Active',
  ReleaseFiled: 'Release awaiting the brokerage',
  Released: 'Released',
};

/** The statuses in which a carrier's notice is still open: a carrier has at most one open at a time. */
export const OPEN_NOTICE_STATUSES = ['Filed', 'Active', 'ReleaseFiled'] as const satisfies readonly NoticeStatus[];

/** While accepted and not yet released, the notice routes the carrier's payments to the factor. */
export function routesPayments(status: string): boolean {
  return status === 'Active' || status === 'ReleaseFiled';
}

export type NoticeDecision = 'accept' | 'reject';

/** What the brokerage decides on: the notice itself (Filed) or its release (ReleaseFiled); null when nothing waits. */
export function pendingStep(status: string): 'notice' | 'release' | null {
  if (status === 'Filed') return 'notice';
  if (status === 'ReleaseFiled') return 'release';
  return null;
}

/** The status after a decision on what waits; null when nothing waits for one. */
export function statusAfterDecision(status: string, decision: NoticeDecision): NoticeStatus | null {
  const step = pendingStep(status);
  if (step === 'notice') return decision === 'accept' ? 'Active' : 'Rejected';
  if (step === 'release') return decision === 'accept' ? 'Released' : 'Active';
  return null;
}

/** A release can be filed only for an active notice. */
export function mayFileRelease(status: string): boolean {
  return status === 'Active';
}

/** How far from today an effective day may be, in days: a notice dated a year back, or announced 90 days ahead. */
export const EFFECTIVE_DAYS_BACK = 365;
export const EFFECTIVE_DAYS_AHEAD = 90;

/** Whether a notice's (or release's) effective day is plausible, given today (both YYYY-MM-DD). */
export function effectiveDayInRange(effectiveOn: string, today: string): boolean {
  const day = Date.parse(`${effectiveOn}T00:00:00Z`);
  const now = Date.parse(`${today}T00:00:00Z`);
  const days = Math.round((day - now) / 86_400_000);
  return days >= -EFFECTIVE_DAYS_BACK && days <= EFFECTIVE_DAYS_AHEAD;
}

/** The brokerage accepts a notice (or release) once it has taken effect, not before. */
export function hasTakenEffect(effectiveOn: string, today: string): boolean {
  return effectiveOn <= today;
}
