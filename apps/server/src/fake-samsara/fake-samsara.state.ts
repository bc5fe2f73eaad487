import { createHash, randomBytes } from 'node:crypto';
import { FAKE_VEHICLES, simulatedPoint, type FakePoint } from './fake-fleet';

/** Failures the tests and the demo switch on: the next `count` API calls answer `status`. */
export interface FailSwitch {
  status: 401 | 429 | 500 | 503;
  count: number;
  retryAfterSeconds?: number;
}

export interface FakeSwitches {
  fail?: FailSwitch;
  /** Revoke at the provider fails (5xx) while set. */
  revokeFails?: boolean;
  /** Lifetime of new access tokens. */
  accessTokenSeconds: number;
  /** Page size of the vehicle lists, whatever `limit` asks (to make pagination visible). */
  pageSize: number;
}

export interface FakeStats {
  authorizationCodeGrants: number;
  /** Codes refused at the token endpoint: unknown, used, expired, another redirect_uri, or a PKCE verifier that does not match. */
  refusedCodeExchanges: number;
  refreshGrants: number;
  refusedRefreshes: number;
  revokes: number;
  apiCalls: number;
  rateLimited: number;
}

/** RFC 7636: a verifier is 43 to 128 unreserved characters; an S256 challenge is 43 base64url ones. */
export const PKCE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
export const PKCE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** Everything the fake provider remembers; one per mounted plugin (so per server, per test app). */
export function createFakeState(clock: () => Date = () => new Date()) {
  const codes = new Map<string, { redirectUri: string; codeChallenge: string; expiresAt: number }>();
  const accessTokens = new Map<string, { expiresAt: number; family: string }>();
  /** Refresh tokens by value: `current` is the live one of its family; rotated ones stay as evidence. */
  const refreshTokens = new Map<string, { family: string; current: boolean }>();
  const revokedFamilies = new Set<string>();
  const positions = new Map<string, { latitude: number; longitude: number; time: Date }>();
  const switches: FakeSwitches = { accessTokenSeconds: 3600, pageSize: 512 };
  const stats: FakeStats = { authorizationCodeGrants: 0, refusedCodeExchanges: 0, refreshGrants: 0, refusedRefreshes: 0, revokes: 0, apiCalls: 0, rateLimited: 0 };
  const token = (prefix: string) => `${prefix}_${randomBytes(24).toString('base64url')}`;

  function issue(family: string) {
    const access = token('sa');
    const refresh = token('sr');
    accessTokens.set(access, { expiresAt: clock().getTime() + switches.accessTokenSeconds * 1000, family });
    refreshTokens.set(refresh, { family, current: true });
    return { access_token: access, refresh_token: refresh, expires_in: switches.accessTokenSeconds, token_type: 'bearer', scope: 'admin:read fleet:vehicles:read fleet:vehicles:stats:read' };
  }

  function revokeFamily(family: string) {
    revokedFamilies.add(family);
    for (const [value, entry] of accessTokens) if (entry.family === family) accessTokens.delete(value);
    for (const entry of refreshTokens.values()) if (entry.family === family) entry.current = false;
  }

  return {
    switches,
    stats,
    clock,
    /** A code for the consent just given, remembering the PKCE challenge (S256) it was asked with. */
    newCode(redirectUri: string, codeChallenge: string): string {
      const code = token('code');
      codes.set(code, { redirectUri, codeChallenge, expiresAt: clock().getTime() + 10 * 60_000 });
      return code;
    },
    /**
     * authorization_code grant: the code once, with the redirect_uri it was issued for and the
     * verifier whose SHA-256 is its challenge (RFC 7636). A refused code is spent all the same.
     */
    exchangeCode(code: string, redirectUri: string | undefined, codeVerifier: string | undefined) {
      const entry = codes.get(code);
      codes.delete(code);
      const verified = !!codeVerifier && PKCE_VERIFIER.test(codeVerifier) && !!entry && createHash('sha256').update(codeVerifier).digest('base64url') === entry.codeChallenge;
      if (!entry || entry.expiresAt < clock().getTime() || (redirectUri !== undefined && redirectUri !== entry.redirectUri) || !verified) {
        stats.refusedCodeExchanges += 1;
        return undefined;
      }
      stats.authorizationCodeGrants += 1;
      return issue(randomBytes(8).toString('hex'));
    },
    /**
     * refresh_token grant with rotation: the old refresh token stops working. Reusing a rotated one
     * is treated as theft (OAuth 2.0 Security BCP): the whole grant is revoked and `invalid_grant` answered.
     */
    refresh(refreshToken: string) {
      const entry = refreshTokens.get(refreshToken);
      if (!entry || revokedFamilies.has(entry.family)) {
        stats.refusedRefreshes += 1;
        return undefined;
      }
      if (!entry.current) {
        stats.refusedRefreshes += 1;
        revokeFamily(entry.family);
        return undefined;
      }
      entry.current = false;
      stats.refreshGrants += 1;
      return issue(entry.family);
    },
    revoke(value: string) {
      stats.revokes += 1;
      const family = refreshTokens.get(value)?.family ?? accessTokens.get(value)?.family;
      if (family) revokeFamily(family);
    },
    /** Every grant gone at once: the demo's "force re-authorisation" switch. */
    revokeAll() {
      for (const entry of refreshTokens.values()) revokeFamily(entry.family);
    },
    accessTokenValid(value: string): boolean {
      const entry = accessTokens.get(value);
      return !!entry && entry.expiresAt > clock().getTime() && !revokedFamilies.has(entry.family);
    },
    /** A failure switched on for the next API call, if any (counted down). */
    takeFailure(): FailSwitch | undefined {
      const fail = switches.fail;
      if (!fail || fail.count <= 0) return undefined;
      fail.count -= 1;
      if (fail.count === 0) switches.fail = undefined;
      return fail;
    },
    placeVehicle(id: string, latitude: number, longitude: number) {
      positions.set(id, { latitude, longitude, time: clock() });
    },
    clearPlacements() {
      positions.clear();
    },
    pointOf(vehicleId: string, at: Date): FakePoint | undefined {
      const vehicle = FAKE_VEHICLES.find((v) => v.id === vehicleId);
      if (!vehicle) return undefined;
      const placed = positions.get(vehicleId);
      if (!placed) return simulatedPoint(vehicle, at);
      return {
        time: new Date(Math.max(placed.time.getTime(), Math.floor(at.getTime() / 1000) * 1000)).toISOString(),
        latitude: placed.latitude,
        longitude: placed.longitude,
        headingDegrees: 0,
        speedMilesPerHour: 0,
        isEcuSpeed: true,
        reverseGeo: { formattedLocation: `${placed.latitude.toFixed(4)}, ${placed.longitude.toFixed(4)}` },
      };
    },
  };
}

export type FakeState = ReturnType<typeof createFakeState>;
