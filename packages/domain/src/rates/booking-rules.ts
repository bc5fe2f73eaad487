import { MAX_BUY_BUMP } from '../common/constants';
import { assertCents } from '../common/money';

/** MAX_BUY_BUMP is in dollars; rates and maxBuy are integer cents like all money here. */
export const MAX_BUY_BUMP_CENTS = MAX_BUY_BUMP * 100;

/** Booking a contract truckload rate needs a maxBuy of at least the rate. */
export function needsMaxBuyBump(rateCents: number, maxBuyCents: number | null | undefined): boolean {
  return maxBuyCents == null || assertCents(maxBuyCents) < assertCents(rateCents);
}

/** The maxBuy to book with: unchanged when it covers the rate, otherwise the rate plus MAX_BUY_BUMP. */
export function bumpMaxBuy(rateCents: number, maxBuyCents: number | null | undefined): number {
  return needsMaxBuyBump(rateCents, maxBuyCents) ? assertCents(rateCents) + MAX_BUY_BUMP_CENTS : (maxBuyCents as number);
}

export const HAZMAT_ACCESSORIAL = 'Hazmat';

/** An accessorial as a name, or as a record with a name or code. */
export type AccessorialLike = string | { name?: string | null; code?: string | null };

function isHazmat(accessorial: AccessorialLike): boolean {
  const wanted = HAZMAT_ACCESSORIAL.toLowerCase();
  if (typeof accessorial === 'string') return accessorial.trim().toLowerCase() === wanted;
  return [accessorial.name, accessorial.code].some((text) => text?.trim().toLowerCase() === wanted);
}

/** Spot-rate bookings keep only the Hazmat accessorial (matched case-insensitively on name or code). */
export function spotAccessorials<T extends AccessorialLike>(accessorials: readonly T[] | null | undefined): T[] {
  return (accessorials ?? []).filter(isHazmat);
}
