/**
 * What bench/run.ts and bench/compare-answers.ts share: the bench database, starting a server build
 * against it, signing in as the demo carrier and broker, the samples (ids, numbers, references) and
 * the benched calls.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { boardSearchPaths } from './board-statements';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_bench';
export const CARRIER = { emailAddress: 'dispatch@demo.test', password: 'demo1234' };
const BROKER = { emailAddress: 'broker@demo.test', password: 'demo1234' };
/** The server this checkout builds (scripts/build-server.mjs). */
export const CURRENT_BUILD = path.join(ROOT, 'apps', 'server', 'dist', 'main.js');

export interface Session {
  token: string;
  apiKey: string;
  companyId: number;
}

export interface Case {
  /** Short key (the --only filter and the raw SQL scripts use it). */
  key: 'list' | 'bookings' | 'detail' | 'count' | 'number' | 'reference' | 'board' | 'board-searches' | 'board-sorts' | 'reloads' | 'top-picks';
  name: string;
  /** The budget the row is judged against. */
  budget: 'api' | 'search';
  session: Session;
  /** Each call asks for the next path (rotating ids and search terms). */
  paths: string[];
  /** Measured on a server that keeps no board answers (BOARD_CACHE_SECONDS=0): each search is made afresh. */
  uncached?: boolean;
  /** false: no raw SQL or minimal-app columns (the call runs several statements that depend on one another). */
  reference?: false;
}

export type Samples = Awaited<ReturnType<typeof pickSamples>>;

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}

export async function pickSamples(carrier: Session, broker: Session) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    // Booked to the carrier: visible to it (detail) and its own (list). Spread over the id range.
    const ids = await client.query<{ id: number; shipment_number: string }>(
      `select id, shipment_number from shipments where carrier_id = $1 and shipment_number ~ '^[0-9]{7}$'
       order by hashint4(id) limit 200`,
      [carrier.companyId],
    );
    const refs = await client.query<{ ref: string }>(
      `select reference_numbers[1] as ref from shipments where customer_id = $1 and cardinality(reference_numbers) > 0
       order by hashint4(id) limit 200`,
      [broker.companyId],
    );
    // Moving shipments of the carrier (Booked to At Stop): the ones whose reloads a dispatcher looks up.
    const moving = await client.query<{ shipment_number: string }>(
      `select shipment_number from shipments where carrier_id = $1 and status between 3 and 6 order by hashint4(id) limit 200`,
      [carrier.companyId],
    );
    const version = await client.query<{ server_version: string }>('show server_version');
    // Without VACUUM (the seed only ANALYZEs; autovacuum may be off) no page is all-visible, so
    // counts cannot use index-only scans and GIN pending lists stay long: say so in the report.
    const visible = await client.query<{ share: number | null }>(
      `select relallvisible::float8 / nullif(relpages, 0) as share from pg_class where relname = 'shipments'`,
    );
    return {
      boardSearches: await boardSearchPaths(DATABASE_URL, 'pickup'),
      boardSorts: await boardSearchPaths(DATABASE_URL, 'other'),
      allVisible: visible.rows[0]?.share ?? 0,
      ids: ids.rows.map((r) => r.id),
      numbers: ids.rows.map((r) => r.shipment_number),
      movingNumbers: moving.rows.map((r) => r.shipment_number),
      references: refs.rows.map((r) => r.ref).filter(Boolean),
      postgres: version.rows[0]!.server_version,
    };
  } finally {
    await client.end();
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The server as production runs it: compiled once, then plain node. */
export function buildServer(): void {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('The server build failed');
}

/** A compiled server (this checkout's build, or an older one kept to compare with) on this port. */
export async function startServer(mainJs: string, port: number, workers: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, [mainJs], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: 'demo',
      APP_ENV: 'test',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      DATA_DIR: path.join(os.tmpdir(), 'portal-bench-data'),
      NODE_ENV: 'production',
      WEB_CONCURRENCY: String(workers),
      // wrk sends thousands of requests a second from here: no per-address limit should shape the numbers.
      RATE_LIMIT_ALLOW: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error('The server did not answer /healthz within 2 minutes');
}

export async function signIn(base: string, credentials: typeof CARRIER): Promise<Session> {
  const res = await fetch(`${base}/portal/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!res.ok) throw new Error(`Sign-in as ${credentials.emailAddress} failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { data: { accessToken: string } };
  const token = body.data.accessToken;
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
  const apiKey = String(claims.apiKey ?? '');
  const companyId = Number(claims.companyId ?? claims.company_id ?? NaN);
  return { token, apiKey, companyId };
}

async function companyOf(email: string): Promise<number> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ company_id: number }>('select company_id from users where email = $1', [email]);
    if (!rows[0]) throw new Error(`No user ${email}: is this a seeded database?`);
    return rows[0].company_id;
  } finally {
    await client.end();
  }
}

export function headersFor(session: Session): Record<string, string> {
  return { authorization: `Bearer ${session.token}`, 'x-api-key': session.apiKey, accept: 'application/json' };
}


/** The carrier's and the broker's sessions on a running server. */
export async function signInBoth(base: string): Promise<{ carrier: Session; broker: Session }> {
  const carrier = await signIn(base, CARRIER);
  const broker = await signIn(base, BROKER);
  if (!Number.isFinite(carrier.companyId)) carrier.companyId = await companyOf(CARRIER.emailAddress);
  if (!Number.isFinite(broker.companyId)) broker.companyId = await companyOf(BROKER.emailAddress);
  return { carrier, broker };
}

export function benchCases(carrier: Session, broker: Session, samples: Samples): Case[] {
  return [
    { key: 'list', name: 'Shipment list `GET /trucks/api/v2/shipments?pageSize=50`', budget: 'api', session: carrier, paths: ['/trucks/api/v2/shipments?pageSize=50'] },
    { key: 'bookings', name: 'Booking list `GET /portal/api/shipments/bookings`', budget: 'api', session: carrier, paths: ['/portal/api/shipments/bookings'] },
    {
      key: 'detail',
      name: `Shipment detail \`GET /trucks/api/v2/shipments/{id}\` (${samples.ids.length} ids)`,
      budget: 'api',
      session: carrier,
      paths: samples.ids.map((id) => `/trucks/api/v2/shipments/${id}`),
    },
    {
      key: 'count',
      name: 'Count `GET /trucks/api/v2/shipments/total_count?needsUpdates=true`',
      budget: 'api',
      session: carrier,
      paths: ['/trucks/api/v2/shipments/total_count?needsUpdates=true'],
    },
    {
      key: 'number',
      name: `Quick search by number (carrier, ${samples.numbers.length} numbers)`,
      budget: 'search',
      session: carrier,
      paths: samples.numbers.map((n) => `/carrier/api/v2/quick_searches/shipments?query=${encodeURIComponent(n)}`),
    },
    {
      key: 'reference',
      name: `Quick search by reference (broker, ${samples.references.length} references)`,
      budget: 'search',
      session: broker,
      paths: samples.references.map((r) => `/carrier/api/v2/quick_searches/shipments?query=${encodeURIComponent(r)}`),
    },
    {
      key: 'board',
      name: 'Load board `GET /portal/api/available-shipments?originCity=Chicago&originState=IL&originRadius=100`',
      budget: 'api',
      session: carrier,
      paths: ['/portal/api/available-shipments?originCity=Chicago&originState=IL&originRadius=100'],
    },
    {
      key: 'board-searches',
      name: `Load board, ${samples.boardSearches.length.toLocaleString('en-US')} different searches (pickup order, uncached)`,
      budget: 'api',
      session: carrier,
      paths: samples.boardSearches,
      uncached: true,
    },
    {
      key: 'board-sorts',
      name: `Load board, ${samples.boardSorts.length.toLocaleString('en-US')} different searches (other sort orders, uncached)`,
      budget: 'api',
      session: carrier,
      paths: samples.boardSorts,
      uncached: true,
    },
    {
      key: 'reloads',
      name: `Reloads \`GET /portal/api/reloads\` (${samples.movingNumbers.length} moving shipments)`,
      budget: 'api',
      session: carrier,
      paths: samples.movingNumbers.map((n) => `/portal/api/reloads?shipmentNumberOrId=${encodeURIComponent(n)}`),
      reference: false,
    },
    {
      key: 'top-picks',
      name: 'Top Picks `GET /portal/api/available-shipments/top-picks` (the demo carrier)',
      budget: 'api',
      session: carrier,
      paths: ['/portal/api/available-shipments/top-picks'],
      reference: false,
    },
  ];
}
