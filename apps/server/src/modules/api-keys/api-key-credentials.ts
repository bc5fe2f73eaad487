import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/db';
import { unauthorized } from '../../lib/problem';
import { doNotUseProblem } from '../auth/auth-problems';
import { findUsersWithCompany } from '../auth/users.service';
import { findKeyByHash, touchKey } from './api-keys.repository';
import { API_KEY_PREFIX, hashApiKey } from './api-keys.service';
import { AUTH_MESSAGES } from '@portal/domain/auth/auth-messages';

type UserWithCompany = Awaited<ReturnType<typeof findUsersWithCompany>>[number];

/** A request made with a company's key: the key, and the admin who made it, whose company it acts for. */
export interface KeyHolder {
  keyId: number;
  scopes: string[];
  user: UserWithCompany;
}

/** A revoked or rotated key is refused on every process within this time. */
const REMEMBER_MS = 1_000;
const TOUCH_AFTER_MS = 60_000;
const KEY_SHAPE = /^fpk_[A-Za-z0-9_-]{8}_[A-Za-z0-9_-]{43}$/;

export function looksLikeApiKey(value: string): boolean {
  return value.startsWith(API_KEY_PREFIX);
}

export interface ApiKeyCredentials {
  /** The holder of a key in force, or a 401 problem. */
  verify(secret: string): Promise<KeyHolder>;
}

export function createApiKeyCredentials(db: Db, rememberMs: number): ApiKeyCredentials {
  const ttl = Math.min(REMEMBER_MS, rememberMs);
  const known = ttl > 0 ? new LRUCache<string, KeyHolder>({ max: 5_000, ttl }) : null;
  return {
    async verify(secret) {
      if (!KEY_SHAPE.test(secret)) throw unauthorized(AUTH_MESSAGES.apiKeyInvalid);
      const hash = hashApiKey(secret);
      const remembered = known?.get(hash);
      if (remembered) return remembered;
      const key = await findKeyByHash(db, hash);
      if (!key) throw unauthorized(AUTH_MESSAGES.apiKeyInvalid);
      const [user] = await findUsersWithCompany(db, [key.created_by_user_id], []);
      // The key acts for the admin who made it: once they leave (disabled, moved), it stops.
      if (!user || user.status !== 'Active' || user.company_id !== key.company_id) throw unauthorized(AUTH_MESSAGES.apiKeyInvalid);
      if (user.do_not_use) throw doNotUseProblem();
      if (!key.last_used_at || Date.now() - key.last_used_at.getTime() > TOUCH_AFTER_MS) await touchKey(db, key.id);
      const holder = { keyId: key.id, scopes: key.scopes, user };
      known?.set(hash, holder);
      return holder;
    },
  };
}
