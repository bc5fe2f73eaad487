import { createHash } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_POSITION_RETENTION_DAYS } from '@portal/domain/positions/position-rules';
import { PASSWORD_HASH_COST, TEST_PASSWORD_HASH_COST } from './modules/auth/password';

const AppEnv = z.enum(['production', 'uat', 'local', 'test']);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where to listen; unset: every address in production and UAT, this machine alone otherwise. */
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** postgres://... of a streaming replica of DATABASE_URL: lists, searches and counts are read there. */
  DATABASE_READ_URL: z.string().url().optional(),
  /** How long a user's reads stay on the primary after a write of theirs, so they see it at once. */
  READ_YOUR_WRITES_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  /** The demo data (shared demo password, brokerage staff who see every company); unset: demo only off production and UAT. */
  SEED: z.enum(['demo', 'none']).optional(),
  APP_ENV: AppEnv.default('local'),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  SMS_GATEWAY_URL: z.string().url().optional(),
  /** 32 bytes, base64: encrypts authenticator secrets at rest (AES-256-GCM). Set it in production. */
  TWO_FACTOR_KEY: z.string().optional(),
  /** Brokerage staff and company admins must set up a second factor before anything else; unset: on in production and UAT. */
  REQUIRE_TWO_FACTOR_FOR_ADMINS: z.enum(['true', 'false', '1', '0']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['readable', 'json']).optional(),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  /** redis://host:port: the rate limits' counts live there, shared by every process; unset: each process counts alone. */
  REDIS_URL: z.string().url().optional(),
  /** Prefix of this portal's keys in Redis (another portal, or a test run, on the same Redis uses its own). */
  REDIS_KEY_PREFIX: z.string().max(100).default('portal:'),
  RATE_LIMIT_ALLOW: z.string().optional(),
  /** log2 of scrypt's N for new password hashes; unset: 17, or 12 when APP_ENV=test. Below 17 only when APP_ENV=test. */
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).optional(),
  CALLER_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  BOARD_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  POSITION_RETENTION_DAYS: z.coerce.number().int().min(2).max(3650).default(DEFAULT_POSITION_RETENTION_DAYS),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(4),
  EMBEDDED_DB_MAX_WAIT_MS: z.coerce.number().int().min(10).max(120_000).default(5_000),
  EMBEDDED_DB_MAX_WAITING: z.coerce.number().int().min(1).max(100_000).default(500),
  CORS_ORIGINS: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).optional(),
  JOBS_POLL_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  SAMSARA_API_URL: z.string().url().optional(),
  SAMSARA_AUTHORIZE_URL: z.string().url().optional(),
  SAMSARA_CLIENT_ID: z.string().optional(),
  SAMSARA_CLIENT_SECRET: z.string().optional(),
  SAMSARA_FAKE: z.enum(['true', 'false', '1', '0']).optional(),
  SAMSARA_POLL_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  TRACKING_TOKEN_KEY: z.string().optional(),
  FMCSA_FAKE: z.enum(['true', 'false', '1', '0']).optional(),
});

export type AppEnv = z.infer<typeof AppEnv>;

/** An S3-compatible bucket for uploaded files; without it files live under `<dataDir>/files`. */
export interface S3Config {
  bucket: string;
  /** Custom endpoint (MinIO, R2...); undefined means AWS. */
  endpoint?: string;
  region: string;
  /** Both or neither; without them the SDK's default credential chain applies. */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/**
 * The Samsara integration (docs/tracking-integration.md). Without SAMSARA_* settings in local and
 * test modes it talks to the fake provider mounted at /__fake/samsara on this server.
 */
export interface SamsaraConfig {
  /** Where the server calls the API and /oauth2/token and /oauth2/revoke (https://api.samsara.com). */
  apiUrl: string;
  /** Where the admin's browser is sent to consent (https://api.samsara.com/oauth2/authorize). */
  authorizeUrl: string;
  clientId: string;
  clientSecret: string;
  /** The fake provider plugin is mounted (never in production). */
  fake: boolean;
  /** How often the feed is polled per connected company. */
  pollSeconds: number;
  /** 32-byte AES-256-GCM key for the tokens at rest. */
  tokenKey: Buffer;
}

export interface AppConfig {
  samsara?: SamsaraConfig;
  /**
   * The carrier compliance checks' data source: the fake FMCSA (mounted at /__fake/fmcsa, its records
   * in the database) outside production, or none, when compliance records change only by upload.
   */
  fmcsa?: { fake: true };
  /** How often the job poller looks for due jobs; 0 turns the poller off (tests run jobs themselves). */
  jobsPollMs: number;
  port: number;
  host: string;
  dataDir: string;
  /** postgres://... selects PostgreSQL; undefined selects embedded PGlite under dataDir. */
  databaseUrl?: string;
  /** A streaming replica's URL (PostgreSQL only) and how long a writer's reads stay on the primary. */
  readReplica?: { url: string; readYourWritesMs: number };
  seed: 'demo' | 'none';
  appEnv: AppEnv;
  publicUrl: string;
  smtpUrl?: string;
  /** Text messages are POSTed here as JSON {to, body}; without it they stay in the outbox_sms table and the log. */
  smsGatewayUrl?: string;
  /** Encrypts authenticator (TOTP) secrets; without TWO_FACTOR_KEY a fixed local key is used. */
  twoFactorKey?: string;
  /** The most powerful accounts (brokerage staff, company admins) set up a second factor before they do anything else. */
  requireTwoFactorForAdmins: boolean;
  logLevel: string;
  /** readable: one line a message for people (the default for APP_ENV=local); json: pino's JSON lines (everywhere else). */
  logFormat: 'readable' | 'json';
  /** Built web app to serve; absent in API-only tests. */
  webDist?: string;
  /**
   * Which X-Forwarded-For entries are believed: a hop count (the proxies in front of us, counted from
   * this server; 'true' is 1) or the proxies' own addresses and CIDRs. The client is the nearest
   * address that is not a trusted proxy, never the leftmost entry a client may have written itself.
   * Off by default: a client talking to us directly must not pick its own IP for the rate limits.
   */
  trustProxy: false | number | string[];
  /** Where the rate limits count, shared by every process; without it each process counts in memory. */
  redis?: { url: string; keyPrefix: string };
  /** Client IPs exempt from the per-IP rate limits (the end-to-end suite signs in many times a minute). */
  rateLimitAllowList: string[];
  /** Set when S3_BUCKET is: documents go to that bucket instead of the data directory. */
  s3?: S3Config;
  /**
   * How long a signed-in user's row (status, company, API key, permissions) is reused between
   * requests; 0 reads it on every request. A user disabled in the TMS is refused within this time.
   */
  callerCacheSeconds: number;
  /**
   * How long a load board search's answer is reused for the same question while the board does not
   * change (modules/load-board/board-answer-cache.ts); 0 searches afresh every time (the bench's rows of
   * different searches measure the search itself).
   */
  boardCacheSeconds: number;
  /** Days of positions kept (the brokerage's retention); older days are dropped whole. */
  positionRetentionDays: number;
  /** log2 of scrypt's N for the password hashes this server makes (modules/auth/password.ts). */
  passwordHashCost: number;
  /**
   * Server processes sharing the port (node:cluster), for as many cores as the machine gives the
   * server. PostgreSQL only: the embedded database belongs to one process.
   */
  workers: number;
  /**
   * PostgreSQL connections per server process. Few on purpose: connections beyond the database's
   * cores only queue work inside PostgreSQL, where it competes for CPU and stretches the slowest
   * answers (docs/performance.md: p99 of the list 400 -> 145 ms going from 20 to 4).
   */
  databasePoolSize: number;
  /**
   * The embedded database answers one query at a time; a query waits at most `maxWaitMs` in line
   * behind `maxWaiting` others before the request is answered 503 with Retry-After.
   */
  embeddedQueue: { maxWaitMs: number; maxWaiting: number };
  /**
   * Origins (scheme://host[:port]) whose pages may call the APIs from the browser (CORS). Empty:
   * same origin only. Other origins are never reflected.
   */
  corsOrigins: string[];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  const deployed = e.APP_ENV === 'production' || e.APP_ENV === 'uat';
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) throw new Error('Invalid environment: DATABASE_READ_URL is a replica of DATABASE_URL, which is required with it');
  const unsafe = unsafeSettings(e);
  if (unsafe.length > 0) throw new Error(`Invalid environment for APP_ENV=${e.APP_ENV}:\n${unsafe.map((p) => `  - ${p}`).join('\n')}`);
  return {
    port: e.PORT,
    jobsPollMs: e.JOBS_POLL_MS ?? (e.APP_ENV === 'test' ? 0 : 2_000),
    host: e.HOST ?? (deployed ? '0.0.0.0' : '127.0.0.1'),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    readReplica: e.DATABASE_URL && e.DATABASE_READ_URL ? { url: e.DATABASE_READ_URL, readYourWritesMs: e.READ_YOUR_WRITES_SECONDS * 1000 } : undefined,
    seed: e.SEED ?? (deployed ? 'none' : 'demo'),
    appEnv: e.APP_ENV,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    smtpUrl: e.SMTP_URL,
    smsGatewayUrl: e.SMS_GATEWAY_URL,
    twoFactorKey: e.TWO_FACTOR_KEY,
    requireTwoFactorForAdmins: e.REQUIRE_TWO_FACTOR_FOR_ADMINS ? ['true', '1'].includes(e.REQUIRE_TWO_FACTOR_FOR_ADMINS) : deployed,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.APP_ENV === 'local' ? 'readable' : 'json'),
    webDist: e.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist'),
    rateLimitAllowList: (e.RATE_LIMIT_ALLOW ?? '').split(',').map((a) => a.trim()).filter(Boolean),
    callerCacheSeconds: e.CALLER_CACHE_SECONDS,
    boardCacheSeconds: e.BOARD_CACHE_SECONDS,
    positionRetentionDays: e.POSITION_RETENTION_DAYS,
    passwordHashCost: e.PASSWORD_HASH_COST ?? (e.APP_ENV === 'test' ? TEST_PASSWORD_HASH_COST : PASSWORD_HASH_COST),
    workers: e.DATABASE_URL ? e.WEB_CONCURRENCY : 1,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    embeddedQueue: { maxWaitMs: e.EMBEDDED_DB_MAX_WAIT_MS, maxWaiting: e.EMBEDDED_DB_MAX_WAITING },
    corsOrigins: parseOrigins(e.CORS_ORIGINS),
    samsara: samsaraConfig(e, e.PUBLIC_URL ?? `http://localhost:${e.PORT}`),
    fmcsa: e.APP_ENV !== 'production' && (e.FMCSA_FAKE ? ['true', '1'].includes(e.FMCSA_FAKE) : e.APP_ENV === 'local' || e.APP_ENV === 'test') ? { fake: true } : undefined,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          // Custom endpoints (MinIO) usually need path-style addressing.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ? ['true', '1'].includes(e.S3_FORCE_PATH_STYLE) : !!e.S3_ENDPOINT,
        }
      : undefined,
  };
}

/**
 * What a deployed server must not start with: keys written in the source protect nothing where real
 * people enrol authenticators and connect ELDs, and the demo data's shared password and staff who
 * see every company have no place in production. All are named at once, so one restart fixes them.
 */
function unsafeSettings(e: z.infer<typeof EnvSchema>): string[] {
  const problems: string[] = [];
  const deployed = e.APP_ENV === 'production' || e.APP_ENV === 'uat';
  if (deployed && !e.TWO_FACTOR_KEY) problems.push(`TWO_FACTOR_KEY is required when APP_ENV=${e.APP_ENV} (32 bytes, base64)`);
  if (e.APP_ENV !== 'test' && e.PASSWORD_HASH_COST !== undefined && e.PASSWORD_HASH_COST < PASSWORD_HASH_COST) {
    problems.push(`PASSWORD_HASH_COST below ${PASSWORD_HASH_COST} is refused: it is for the automated tests only (APP_ENV=test)`);
  }
  if (e.APP_ENV !== 'production') return problems;
  if (e.SEED === 'demo') problems.push('SEED=demo is refused: the demo accounts share one published password');
  if (e.SAMSARA_FAKE && ['true', '1'].includes(e.SAMSARA_FAKE)) problems.push('SAMSARA_FAKE is refused: the fake ELD provider answers anyone');
  if (e.FMCSA_FAKE && ['true', '1'].includes(e.FMCSA_FAKE)) problems.push("FMCSA_FAKE is refused: anyone could rewrite a carrier's authority and insurance");
  if (e.SAMSARA_CLIENT_ID && !e.TRACKING_TOKEN_KEY) problems.push('TRACKING_TOKEN_KEY is required with SAMSARA_CLIENT_ID (32 bytes, base64)');
  return problems;
}

const LOCAL_TOKEN_KEY = 'local-and-test-only-tracking-token-key';

/**
 * The fake provider is the default outside production and UAT (local, test, and a demo started with
 * SAMSARA_FAKE=true); a real install needs SAMSARA_CLIENT_ID, SAMSARA_CLIENT_SECRET and a
 * TRACKING_TOKEN_KEY (32 bytes, base64). Without a client id and outside fake modes the integration is off.
 */
function samsaraConfig(e: z.infer<typeof EnvSchema>, publicUrl: string): SamsaraConfig | undefined {
  const localMode = e.APP_ENV === 'local' || e.APP_ENV === 'test';
  const fake = e.APP_ENV !== 'production' && (e.SAMSARA_FAKE ? ['true', '1'].includes(e.SAMSARA_FAKE) : localMode);
  if (!e.SAMSARA_CLIENT_ID && !fake) return undefined;
  if (e.SAMSARA_CLIENT_ID && !e.SAMSARA_CLIENT_SECRET) throw new Error('Invalid environment: SAMSARA_CLIENT_SECRET is required with SAMSARA_CLIENT_ID');
  let tokenKey: Buffer;
  if (e.TRACKING_TOKEN_KEY) {
    tokenKey = Buffer.from(e.TRACKING_TOKEN_KEY, 'base64');
    if (tokenKey.length !== 32) throw new Error('Invalid environment: TRACKING_TOKEN_KEY must be 32 bytes, base64-encoded');
  } else if (localMode || fake) {
    tokenKey = createHash('sha256').update(LOCAL_TOKEN_KEY).digest();
  } else {
    throw new Error('Invalid environment: TRACKING_TOKEN_KEY is required with SAMSARA_CLIENT_ID');
  }
  const fakeUrl = `${publicUrl.replace(/\/$/, '')}/__fake/samsara`;
  const apiUrl = (e.SAMSARA_API_URL ?? (e.SAMSARA_CLIENT_ID ? 'https://api.samsara.com' : fakeUrl)).replace(/\/$/, '');
  return {
    apiUrl,
    authorizeUrl: e.SAMSARA_AUTHORIZE_URL ?? `${apiUrl}/oauth2/authorize`,
    clientId: e.SAMSARA_CLIENT_ID ?? 'portal-local',
    clientSecret: e.SAMSARA_CLIENT_SECRET ?? 'portal-local-secret',
    fake,
    pollSeconds: e.SAMSARA_POLL_SECONDS,
    tokenKey,
  };
}

/** Hops beyond this are a mistake in the setting, not a real chain of proxies. */
const MAX_PROXY_HOPS = 10;
/** Names Fastify (proxy-addr) knows for address ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: unset or 'false' trusts nobody; a number trusts that many proxies in front of us
 * ('true' is 1: one load balancer); otherwise comma-separated proxy addresses or CIDRs. "Trust every
 * hop" is not offered: it would take the leftmost X-Forwarded-For entry, which the client writes.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const setting = (value ?? '').trim();
  if (setting === '' || setting === 'false' || setting === '0') return false;
  if (setting === 'true') return 1;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    if (hops > MAX_PROXY_HOPS) throw new Error(`Invalid environment: TRUST_PROXY: at most ${MAX_PROXY_HOPS} proxies`);
    return hops;
  }
  const entries = setting.split(',').map((a) => a.trim()).filter(Boolean);
  for (const entry of entries) {
    if (!isProxyAddress(entry)) throw new Error(`Invalid environment: TRUST_PROXY: '${entry}' is not a hop count, an IP address or a CIDR`);
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry) || net.isIP(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = net.isIP(address ?? '');
  if (rest.length > 0 || !version || !/^\d+$/.test(bits ?? '')) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/** CORS_ORIGINS: comma-separated origins; each must be a bare origin (no path), else start-up fails. */
function parseOrigins(value: string | undefined): string[] {
  const origins = (value ?? '').split(',').map((o) => o.trim()).filter(Boolean);
  for (const origin of origins) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(origin);
    } catch {
      parsed = undefined;
    }
    if (!parsed || parsed.origin !== origin.replace(/\/$/, '')) throw new Error(`Invalid environment: CORS_ORIGINS: '${origin}' is not an origin (scheme://host[:port])`);
  }
  return origins.map((o) => o.replace(/\/$/, ''));
}
