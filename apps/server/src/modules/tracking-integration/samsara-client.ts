import type { SamsaraConfig } from '../../config';

/** A token answer of POST /oauth2/token (Samsara rotates the refresh token on every refresh). */
export interface TokenAnswer {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  scopes: string[];
}

export interface GpsPoint {
  time: string;
  latitude: number;
  longitude: number;
  headingDegrees?: number;
  speedMilesPerHour?: number;
  isEcuSpeed?: boolean;
  reverseGeo?: { formattedLocation?: string };
}

/**
 * One row of GET /fleet/vehicles/stats?types=gps (gps is the latest point) and of its /feed (gps is
 * the list of points since the cursor), with Samsara's field names.
 */
export interface VehicleGpsStat {
  id: string;
  name: string;
  externalIds?: Record<string, string>;
  gps?: GpsPoint | GpsPoint[];
}

export interface Page<T> {
  data: T[];
  pagination: { endCursor: string; hasNextPage: boolean };
}

/**
 * What went wrong at the provider: `invalid_grant` (a refused refresh or code) and 401 mean the
 * install needs re-authorisation; 429 and 5xx are passing trouble.
 */
export class ProviderError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  get needsReauth(): boolean {
    return this.status === 401 || this.code === 'invalid_grant';
  }
}

/** How often a 429 is retried after waiting its Retry-After, and the longest wait we accept inline. */
export const RATE_LIMIT_RETRIES = 3;
const MAX_INLINE_WAIT_SECONDS = 10;
const TIMEOUT_MS = 10_000;

export interface ClientOptions {
  /** Waits between 429 retries; tests pass a recorder. */
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function providerError(response: Response): Promise<ProviderError> {
  let code = `http_${response.status}`;
  let message = response.statusText;
  try {
    const body = (await response.json()) as { error?: string; error_description?: string; message?: string };
    if (body.error) code = body.error;
    message = body.error_description ?? body.message ?? message;
  } catch {
    // Not JSON: the status says enough.
  }
  const retryAfter = Number(response.headers.get('retry-after'));
  return new ProviderError(response.status, code, message, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined);
}

/** The Samsara REST API and OAuth endpoints, as the published docs describe them (docs/tracking-integration.md). */
export function samsaraClient(config: SamsaraConfig, options: ClientOptions = {}) {
  const sleep = options.sleep ?? defaultSleep;
  const basic = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;

  async function tokenCall(form: Record<string, string>): Promise<TokenAnswer> {
    const response = await fetch(`${config.apiUrl}/oauth2/token`, {
      method: 'POST',
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(form),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw await providerError(response);
    const body = (await response.json()) as { access_token: string; refresh_token: string; expires_in?: number; scope?: string };
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token,
      expiresIn: body.expires_in ?? 3600,
      scopes: (body.scope ?? '').split(' ').filter(Boolean),
    };
  }

  /** GET with the bearer token; a 429 waits Retry-After (capped) and tries again, a few times. */
  async function get<T>(accessToken: string, path: string, query: Record<string, string | undefined> = {}): Promise<T> {
    const url = new URL(`${config.apiUrl}${path}`);
    for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, value);
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(url, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (response.ok) return (await response.json()) as T;
      const error = await providerError(response);
      if (response.status !== 429 || attempt >= RATE_LIMIT_RETRIES) throw error;
      const waitSeconds = Math.min(error.retryAfterSeconds ?? 2 ** attempt, MAX_INLINE_WAIT_SECONDS);
      await sleep(waitSeconds * 1000);
    }
  }

  /** Follows the cursor to the last page (`after=endCursor` while `hasNextPage`). */
  async function allPages<T>(accessToken: string, path: string, query: Record<string, string>): Promise<T[]> {
    const rows: T[] = [];
    let after: string | undefined;
    for (;;) {
      const page = await get<Page<T>>(accessToken, path, { ...query, after });
      rows.push(...page.data);
      if (!page.pagination.hasNextPage) return rows;
      after = page.pagination.endCursor;
    }
  }

  return {
    /** The consent page, with PKCE (S256): a code is then worth nothing without our verifier. */
    authorizeUrl(state: string, redirectUri: string, codeChallenge: string): string {
      const url = new URL(config.authorizeUrl);
      url.searchParams.set('client_id', config.clientId);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('state', state);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('code_challenge', codeChallenge);
      url.searchParams.set('code_challenge_method', 'S256');
      return url.toString();
    },
    exchangeCode: (code: string, redirectUri: string, codeVerifier: string) =>
      tokenCall({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: codeVerifier }),
    refresh: (refreshToken: string) => tokenCall({ grant_type: 'refresh_token', refresh_token: refreshToken }),
    async revoke(token: string): Promise<void> {
      const response = await fetch(`${config.apiUrl}/oauth2/revoke`, {
        method: 'POST',
        headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw await providerError(response);
    },
    me: (accessToken: string) => get<{ data: { id: string; name: string } }>(accessToken, '/me'),
    /** The snapshot: every vehicle's latest GPS point, all pages. */
    vehicleGpsStats: (accessToken: string) => allPages<VehicleGpsStat>(accessToken, '/fleet/vehicles/stats', { types: 'gps', limit: '512' }),
    /** One page of the feed: GPS points since `after` (none: the current snapshot and a cursor to follow). */
    vehicleGpsFeed: (accessToken: string, after: string | undefined) => get<Page<VehicleGpsStat>>(accessToken, '/fleet/vehicles/stats/feed', { types: 'gps', after }),
  };
}

export type SamsaraClient = ReturnType<typeof samsaraClient>;
