/**
 * `npm run bench [-- --generate] [--duration S] [--connections N] [--workers N] [--only name,name] [--no-lighthouse]`
 *
 * Two parts: the API budgets (below) and the web budgets (bench/web.ts: first-load JavaScript per
 * page and Lighthouse on /login, /dashboard and /shipments; `--no-lighthouse` leaves Lighthouse out).
 * `--only web` runs the web part alone (it needs no PostgreSQL); any other `--only` filters the API calls.
 *
 * The DESIGN.md budgets, measured: starts the server on a free port against a PostgreSQL
 * database holding BENCH_SHIPMENTS generated shipments (default 1,000,000), signs in as the demo
 * carrier (dispatch@demo.test) and broker (broker@demo.test), then drives each call with wrk
 * (50 connections, 2 s warm-up thrown away, 10 s measured; bench/rotate-paths.lua) and records
 * p50, p99, requests per second and errors (socket errors, timeouts and non-2xx answers). Prints
 * a table and writes docs/performance.md with each row's verdict against the budgets.
 *
 * wrk, not a Node load generator: on a 2-core machine the load generator shares the cores with
 * the server and PostgreSQL, and autocannon took most of a core of its own (docs/performance.md).
 * It is installed from Debian's packages when missing and apt is available.
 *
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/portal_bench),
 * BENCH_SHIPMENTS (default 1000000). Without the data set it says how to make it; `--generate`
 * makes it (createdb + `npm run seed -- --shipments N`, minutes at a million).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { webBench } from './web';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_bench';
const TARGET = Number((process.env.BENCH_SHIPMENTS ?? '1000000').replace(/[_,]/g, ''));
const CARRIER = { emailAddress: 'dispatch@demo.test', password: 'demo1234' };
const BROKER = { emailAddress: 'broker@demo.test', password: 'demo1234' };
const API_P99_MS = 50;
const SEARCH_P99_MS = 20;

const { values: args } = parseArgs({
  options: {
    generate: { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    workers: { type: 'string' },
    only: { type: 'string' },
    out: { type: 'string', default: path.join(ROOT, 'docs', 'performance.md') },
    'no-write': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
  },
});
const DURATION = Number(args.duration);
/** Server processes: one per core, as the server would be run on such a machine (WEB_CONCURRENCY). */
const WORKERS = Number(args.workers ?? os.availableParallelism());
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);

interface Session {
  token: string;
  apiKey: string;
  companyId: number;
}

interface Case {
  name: string;
  /** The budget the row is judged against. */
  budget: 'api' | 'search';
  session: Session;
  /** Each call asks for the next path (rotating ids and search terms). */
  paths: string[];
}

interface Row {
  name: string;
  sample: string;
  budget: 'api' | 'search';
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  errors: number;
  verdict: string;
}

// ---------------------------------------------------------------------------------------------
// Database

function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
}

async function countShipments(): Promise<number | null> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  try {
    await client.connect();
  } catch {
    return null; // no such database (or no server)
  }
  try {
    const exists = await client.query<{ t: string | null }>(`select to_regclass('public.shipments')::text as t`);
    if (!exists.rows[0]?.t) return 0;
    const { rows } = await client.query<{ n: string }>('select count(*) as n from shipments');
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

function generateCommands(missing: number): string[] {
  const url = new URL(DATABASE_URL);
  const createdb = `createdb -h ${url.hostname} -p ${url.port || 5432} -U ${decodeURIComponent(url.username) || 'postgres'} ${databaseName(DATABASE_URL)}`;
  return [createdb, `DATABASE_URL=${DATABASE_URL} npm run seed -- --shipments ${missing}`];
}

function generate(existing: number | null): void {
  const missing = TARGET - (existing ?? 0);
  if (existing === null) {
    const url = new URL(DATABASE_URL);
    const created = spawnSync(
      'createdb',
      ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username) || 'postgres', databaseName(DATABASE_URL)],
      { stdio: 'inherit' },
    );
    if (created.status !== 0) throw new Error('createdb failed');
  }
  console.log(`Generating ${missing.toLocaleString('en-US')} shipments (minutes at a million)...`);
  const seeded = spawnSync('npm', ['run', 'seed', '--', '--shipments', String(missing)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL },
  });
  if (seeded.status !== 0) throw new Error('npm run seed failed');
}

async function pickSamples(carrier: Session, broker: Session) {
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
    const version = await client.query<{ server_version: string }>('show server_version');
    // Without VACUUM (the seed only ANALYZEs; autovacuum may be off) no page is all-visible, so
    // counts cannot use index-only scans and GIN pending lists stay long: say so in the report.
    const visible = await client.query<{ share: number | null }>(
      `select relallvisible::float8 / nullif(relpages, 0) as share from pg_class where relname = 'shipments'`,
    );
    return {
      allVisible: visible.rows[0]?.share ?? 0,
      ids: ids.rows.map((r) => r.id),
      numbers: ids.rows.map((r) => r.shipment_number),
      references: refs.rows.map((r) => r.ref).filter(Boolean),
      postgres: version.rows[0]!.server_version,
    };
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Server

function freePort(): Promise<number> {
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
async function startServer(port: number): Promise<ChildProcess> {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('The server build failed');
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
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
      WEB_CONCURRENCY: String(WORKERS),
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

async function signIn(base: string, credentials: typeof CARRIER): Promise<Session> {
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

function headersFor(session: Session): Record<string, string> {
  return { authorization: `Bearer ${session.token}`, 'x-api-key': session.apiKey, accept: 'application/json' };
}

// ---------------------------------------------------------------------------------------------
// Load

interface LoadResult {
  p50: number;
  p99: number;
  requests: number;
  rps: number;
  errors: number;
}

function ensureWrk(): void {
  if (spawnSync('wrk', ['--version']).error === undefined) return;
  const apt = spawnSync('apt-get', ['--version']).error === undefined && process.getuid?.() === 0;
  if (!apt) throw new Error('The bench needs wrk: install it (Debian: apt-get install wrk) and run again.');
  console.log('Installing wrk from Debian packages...');
  let installed = spawnSync('apt-get', ['install', '-y', 'wrk'], { stdio: 'inherit' });
  if (installed.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    installed = spawnSync('apt-get', ['install', '-y', 'wrk'], { stdio: 'inherit' });
  }
  if (installed.status !== 0) throw new Error('apt-get install wrk failed');
}

const scratch = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));

/** One wrk run over the case's paths: latencies in milliseconds (to a tenth). */
function load(base: string, c: Case, seconds: number): Promise<LoadResult> {
  const pathsFile = path.join(scratch, 'paths.txt');
  writeFileSync(pathsFile, `${c.paths.join('\n')}\n`);
  const headers = Object.entries(headersFor(c.session)).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const argv = ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--timeout', '10s', ...headers, '-s', path.join(ROOT, 'bench', 'rotate-paths.lua'), base, '--', pathsFile];
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', argv, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('WRK_RESULT '));
      if (code !== 0 || !line) return reject(new Error(`wrk failed (${code}): ${out}`));
      const r = JSON.parse(line.slice('WRK_RESULT '.length)) as { p50_us: number; p99_us: number; requests: number; duration_us: number; non2xx: number; socket_errors: number };
      const ms = (us: number) => Math.round(us / 100) / 10;
      resolve({ p50: ms(r.p50_us), p99: ms(r.p99_us), requests: r.requests, rps: r.requests / (r.duration_us / 1e6), errors: r.non2xx + r.socket_errors });
    });
  });
}

async function check(base: string, c: Case): Promise<string> {
  const res = await fetch(`${base}${c.paths[0]}`, { headers: headersFor(c.session) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${c.name}: GET ${c.paths[0]} answered ${res.status}: ${text.slice(0, 300)}`);
  let size = '';
  try {
    const body = JSON.parse(text) as { data?: unknown; totalCount?: unknown };
    if (Array.isArray(body.data)) size = `${body.data.length} rows`;
    if (typeof body.totalCount === 'number') size += `${size ? ', ' : ''}totalCount ${body.totalCount}`;
  } catch {
    // not JSON; the status is what matters
  }
  return size || `${text.length} bytes`;
}

function verdict(budget: 'api' | 'search', p99: number, errors: number): string {
  const limit = budget === 'search' ? SEARCH_P99_MS : API_P99_MS;
  if (errors > 0) return `FAIL (${errors} errors)`;
  return p99 < limit ? `pass (p99 < ${limit} ms)` : `FAIL (p99 ≥ ${limit} ms)`;
}

// ---------------------------------------------------------------------------------------------

function table(rows: Row[]): string {
  const lines = [
    '| Call | Budget | p50 (ms) | p99 (ms) | Requests/s | Requests | Errors | Verdict |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const r of rows) {
    const budget = r.budget === 'search' ? `p99 < ${SEARCH_P99_MS} ms` : `p99 < ${API_P99_MS} ms`;
    lines.push(`| ${r.name} | ${budget} | ${r.p50} | ${r.p99} | ${r.rps.toFixed(0)} | ${r.requests} | ${r.errors} | ${r.verdict} |`);
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const onlyWeb = args.only?.trim().toLowerCase() === 'web';
  if (!onlyWeb) await apiBench();
  if (process.exitCode) return;
  await webBench({ root: ROOT, port: await freePort(), lighthouse: !args['no-lighthouse'], out: args['no-write'] ? null : args.out! });
}

async function apiBench(): Promise<void> {
  ensureWrk();
  let count = await countShipments();
  if (count === null || count < TARGET) {
    if (!args.generate) {
      const have = count === null ? `no database ${databaseName(DATABASE_URL)}` : `${count.toLocaleString('en-US')} shipments`;
      console.error(
        `The benchmark wants ${TARGET.toLocaleString('en-US')} shipments and found ${have}. Generate them with\n\n` +
          generateCommands(TARGET - (count ?? 0))
            .filter((cmd, index) => count === null || index > 0)
            .map((cmd) => `  ${cmd}`)
            .join('\n') +
          `\n\nor run \`npm run bench -- --generate\` (or set BENCH_SHIPMENTS lower).`,
      );
      process.exitCode = 1;
      return;
    }
    generate(count);
    count = await countShipments();
  }
  const shipments = count ?? 0;

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  console.log(`Starting the server on ${base} against ${databaseName(DATABASE_URL)} (${shipments.toLocaleString('en-US')} shipments)`);
  const server = await startServer(port);
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  };
  process.on('exit', stop);

  try {
    const carrier = await signIn(base, CARRIER);
    const broker = await signIn(base, BROKER);
    if (!Number.isFinite(carrier.companyId)) carrier.companyId = await companyOf(CARRIER.emailAddress);
    if (!Number.isFinite(broker.companyId)) broker.companyId = await companyOf(BROKER.emailAddress);
    const samples = await pickSamples(carrier, broker);
    if (samples.ids.length === 0) throw new Error('The carrier has no shipments with a 7-digit number');
    if (samples.references.length === 0) throw new Error("The broker's customer has no shipments with reference numbers");

    const cases: Case[] = [
      { name: 'Shipment list `GET /trucks/api/v2/shipments?pageSize=50`', budget: 'api', session: carrier, paths: ['/trucks/api/v2/shipments?pageSize=50'] },
      { name: 'Booking list `GET /portal/api/shipments/bookings`', budget: 'api', session: carrier, paths: ['/portal/api/shipments/bookings'] },
      {
        name: `Shipment detail \`GET /trucks/api/v2/shipments/{id}\` (${samples.ids.length} ids)`,
        budget: 'api',
        session: carrier,
        paths: samples.ids.map((id) => `/trucks/api/v2/shipments/${id}`),
      },
      {
        name: 'Count `GET /trucks/api/v2/shipments/total_count?needsUpdates=true`',
        budget: 'api',
        session: carrier,
        paths: ['/trucks/api/v2/shipments/total_count?needsUpdates=true'],
      },
      {
        name: `Quick search by number (carrier, ${samples.numbers.length} numbers)`,
        budget: 'search',
        session: carrier,
        paths: samples.numbers.map((n) => `/carrier/api/v2/quick_searches/shipments?query=${encodeURIComponent(n)}`),
      },
      {
        name: `Quick search by reference (broker, ${samples.references.length} references)`,
        budget: 'search',
        session: broker,
        paths: samples.references.map((r) => `/carrier/api/v2/quick_searches/shipments?query=${encodeURIComponent(r)}`),
      },
      {
        name: 'Load board `GET /portal/api/available-shipments?originCity=Chicago&originState=IL&originRadius=100`',
        budget: 'api',
        session: carrier,
        paths: ['/portal/api/available-shipments?originCity=Chicago&originState=IL&originRadius=100'],
      },
    ];
    const only = args.only?.split(',').map((s) => s.trim().toLowerCase());
    const selected = only ? cases.filter((c) => only.some((o) => c.name.toLowerCase().includes(o))) : cases;

    const rows: Row[] = [];
    for (const c of selected) {
      const sample = await check(base, c);
      process.stdout.write(`${c.name} [${sample}]: warm-up ${WARMUP} s, measure ${DURATION} s... `);
      if (WARMUP > 0) await load(base, c, WARMUP);
      const result = await load(base, c, DURATION);
      const row: Row = {
        name: c.name,
        sample,
        budget: c.budget,
        p50: result.p50,
        p99: result.p99,
        rps: result.rps,
        requests: result.requests,
        errors: result.errors,
        verdict: verdict(c.budget, result.p99, result.errors),
      };
      rows.push(row);
      console.log(`p50 ${row.p50} ms, p99 ${row.p99} ms, ${row.rps.toFixed(0)} req/s, ${row.errors} errors: ${row.verdict}`);
    }

    const allVisible = `${Math.round(samples.allVisible * 100)}% of the shipments pages all-visible`;
    if (samples.allVisible < 0.9) console.warn(`Note: only ${allVisible}; run VACUUM (ANALYZE) on the bench database for steady-state numbers.`);
    const out = table(rows);
    console.log(`\n${out}\n`);
    if (!args['no-write']) {
      const load = os.loadavg().map((l) => l.toFixed(2)).join(', ');
      const machine = [
        `- Date: ${new Date().toISOString()}`,
        `- Machine: ${os.availableParallelism()} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}; load average after the run ${load}`,
        `- Node ${process.version}; PostgreSQL ${samples.postgres} on the same machine`,
        `- Data: ${shipments.toLocaleString('en-US')} shipments in \`${databaseName(DATABASE_URL)}\` (demo seed + \`npm run seed -- --shipments N\`); ${allVisible}`,
        `- Load: wrk, ${CONNECTIONS} connections, ${WARMUP} s warm-up (discarded) then ${DURATION} s measured per call; server (${WORKERS} worker process${WORKERS === 1 ? '' : 'es'}), PostgreSQL and wrk share the machine`,
      ];
      // Hand-written notes (from a "## Notes" heading on) survive a re-run.
      const previous = existsSync(args.out!) ? readFileSync(args.out!, 'utf8') : '';
      const notesAt = previous.indexOf('\n## Notes');
      const notes = notesAt >= 0 ? previous.slice(notesAt) : '';
      writeFileSync(
        args.out!,
        `# Performance\n\nMeasured by \`npm run bench\` (bench/run.ts) against the DESIGN.md budgets: API calls p99 under ${API_P99_MS} ms with no errors; shipment quick search p99 under ${SEARCH_P99_MS} ms; at 1,000,000 shipments on PostgreSQL, 50 concurrent connections, 2 cores.\n\n${machine.join('\n')}\n\n${out}\n\nErrors count socket errors, timeouts and non-2xx answers. Latencies are wrk's.\n${notes}`,
      );
      console.log(`Wrote ${path.relative(ROOT, args.out!)}`);
    }
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
