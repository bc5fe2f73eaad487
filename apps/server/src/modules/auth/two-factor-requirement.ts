import { LRUCache } from 'lru-cache';
import { isAdmin } from '@portal/domain/auth/access';
import { PROFILE_MESSAGES } from '@portal/domain/profile/profile-messages';
import type { Db } from '../../db/db';
import { HttpProblem } from '../../lib/problem';
import type { UserWithCompany } from './auth.repository';
import { hasPasskey } from './passkeys.repository';
import { findTwoFactor } from './two-factor.repository';

/**
 * What a signed-in account that must set up a second factor may still do: read itself, set up the
 * factor (an app or a passkey), see and end its sessions, and sign out.
 */
const SETUP_ROUTES = /^\/portal\/api\/(users\/me|users\/me\/(two-factor|passkeys|sessions)(\/.*)?|auth\/.*)$/;

/** Brokerage staff see every company's freight and money; company admins grant access: both need two factors. */
export function mustHaveTwoFactor(user: { isBrokerage: boolean; roles: readonly string[]; permissions: readonly string[] }): boolean {
  return user.isBrokerage || isAdmin(user);
}

export interface TwoFactorRequirement {
  /** 403 (twoFactorSetupRequired) when the user must set up a second factor first and this route is not for that. */
  assertMet(user: UserWithCompany, routeUrl: string | undefined): Promise<void>;
  forget(userId: number): void;
}

export function createTwoFactorRequirement(db: Db, on: boolean, rememberMs: number): TwoFactorRequirement {
  const enrolled = rememberMs > 0 ? new LRUCache<number, boolean>({ max: 20_000, ttl: rememberMs }) : null;
  async function isEnrolled(userId: number): Promise<boolean> {
    const known = enrolled?.get(userId);
    if (known !== undefined) return known;
    const factor = await findTwoFactor(db, userId);
    const result = !!factor?.enabled_at || (await hasPasskey(db, userId));
    enrolled?.set(userId, result);
    return result;
  }
  return {
    async assertMet(user, routeUrl) {
      if (!on || !mustHaveTwoFactor({ isBrokerage: user.company_kind === 'Brokerage', roles: user.roles, permissions: user.permissions }) || (routeUrl && SETUP_ROUTES.test(routeUrl))) return;
      if (await isEnrolled(user.id)) return;
      throw new HttpProblem(403, 'Forbidden', PROFILE_MESSAGES.twoFactorSetupRequired, { twoFactorSetupRequired: true });
    },
    forget(userId) {
      enrolled?.delete(userId);
    },
  };
}
