/**
 * `npm run bench [-- --generate] [--duration S] [--connections N] [--workers N] [--only name,name] [--no-lighthouse] [--lighthouse-runs N]`
 *
 * Two parts: the API budgets (below) and the web budgets (bench/web.ts: first-load JavaScript per
 * page and Lighthouse on /login, /dashboard and /shipments; `--no-lighthouse` leaves Lighthouse out).
 * `--only web` runs the web part alone (it needs no PostgreSQL); `--only positions` measures positions
 * ingested per second on a database of its own (bench/positions.ts); `--only streams` the open event
 * streams one server process holds (bench/streams.ts); any other `--only` filters the API calls.
 *
 * The DESIGN.md budgets, measured: starts the server on a free port against a PostgreSQL
 * database holding BENCH_SHIPMENTS generated shipments (default 1,000,000), signs in as the demo
 * carrier (dispatch@demo.test) and broker (broker@demo.test), then drives each call with wrk
 * (50 connections, 2 s warm-up thrown away, 10 s measured; bench/rotate-paths.lua) and records
 * p50, p99, requests per second and errors (socket errors, timeouts and non-2xx answers). Prints
 * a table and writes docs/performance.md with each row's verdict against the budgets.
 *
 * Each row also shows, measured in the same run, what sets the call's ceiling on this machine: the
 * same SQL through pgbench (straight on PostgreSQL, with as many connections as the server's pools
 * hold) and a minimal Fastify + pg app running that SQL and sending its rows (bench/baseline-server.ts,
 * as many processes as the server). With `--before <main.js>` an older server build (kept with
 * `node scripts/build-server.mjs` and a copy of apps/server/dist) is measured too, call by call,
 * interleaved with this checkout's build, and the file gets a before and after table.
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
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  benchCases,
  buildServer,
  CURRENT_BUILD,
  DATABASE_URL,
  databaseName,
  freePort,
  headersFor,
  pickSamples,
  ROOT,
  signInBoth,
  startServer,
  type Case,
  type Session,
} from './bench-setup';
import { BOARD_KEYS, parameterized, pgbenchScript, rawCall, type RawCall } from './raw-sql';
import { captureStatements, storeStatements } from './board-statements';
import { webBench } from './web';
import { headerArgs, runWrk, type LoadResult } from './wrk';
import { positionsBench } from './positions';
import { streamsBench } from './streams';

const TARGET = Number((process.env.BENCH_SHIPMENTS ?? '1000000').replace(/[_,]/g, ''));
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
    /** An older server build to measure beside this one (before/after). */
    before: { type: 'string' },
    /** Skip the pgbench and baseline columns. */
    'no-reference': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string', default: '3' },
  },
});
const DURATION = Number(args.duration);
/** Server processes: one per core, as the server would be run on such a machine (WEB_CONCURRENCY). */
const WORKERS = Number(args.workers ?? os.availableParallelism());
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);

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
  /** The older build's numbers (with --before). */
  before?: LoadResult;
  /** pgbench over the same SQL, requests (transactions) per second. */
  rawRps?: number;
  /** The minimal Fastify + pg app over the same SQL. */
  baseline?: LoadResult;
}

// ---------------------------------------------------------------------------------------------
// Database

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

// ---------------------------------------------------------------------------------------------
// Server

// ---------------------------------------------------------------------------------------------
// Load


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

/** One wrk run over these paths: latencies in milliseconds (to a tenth). */
function load(base: string, paths: string[], headers: Record<string, string>, seconds: number): Promise<LoadResult> {
  const pathsFile = path.join(scratch, 'paths.txt');
  writeFileSync(pathsFile, `${paths.join('\n')}\n`);
  const argv = ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--timeout', '10s', ...headerArgs(headers), '-s', path.join(ROOT, 'bench', 'rotate-paths.lua'), base, '--', pathsFile];
  return runWrk(argv);
}

/** Warm-up (thrown away), then the measured run. */
async function measure(base: string, paths: string[], headers: Record<string, string>): Promise<LoadResult> {
  if (WARMUP > 0) await load(base, paths, headers, WARMUP);
  return load(base, paths, headers, DURATION);
}

/** pgbench over the call's SQL: one transaction per request, as many connections as the server's pools (processes x 4). */
function pgbench(call: RawCall): number {
  const scriptFile = path.join(scratch, 'pgbench.sql');
  writeFileSync(scriptFile, pgbenchScript(call));
  const clients = String(Math.min(CONNECTIONS, WORKERS * 4));
  const run = (seconds: number) => {
    const result = spawnSync('pgbench', ['-n', '-M', 'prepared', '-c', clients, '-j', '1', '-T', String(seconds), '-f', scriptFile, DATABASE_URL], { encoding: 'utf8' });
    const tps = /tps = ([\d.]+)/.exec(result.stdout ?? '');
    if (result.status !== 0 || !tps) throw new Error(`pgbench failed: ${result.stderr}${result.stdout}`);
    return Number(tps[1]);
  };
  if (WARMUP > 0) run(WARMUP);
  return run(DURATION);
}

async function startBaseline(port: number, calls: Record<string, ReturnType<typeof parameterized>>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', 'baseline-server.ts')], {
    cwd: ROOT,
    env: { ...process.env, BASELINE_PORT: String(port), BASELINE_CALLS: JSON.stringify(calls), WEB_CONCURRENCY: String(WORKERS), BENCH_DATABASE_URL: DATABASE_URL },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The baseline server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error('The baseline server did not start');
}

async function check(base: string, c: Case, session: Session): Promise<{ sample: string; body: string }> {
  const res = await fetch(`${base}${c.paths[0]}`, { headers: headersFor(session) });
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
  return { sample: size || `${text.length} bytes`, body: text };
}

function verdict(budget: 'api' | 'search', p99: number, errors: number, requests: number): string {
  const limit = budget === 'search' ? SEARCH_P99_MS : API_P99_MS;
  if (errors > 0) return `FAIL (${errors} errors)`;
  // Calls slower than the run (each longer than its seconds) leave nothing measured: not a pass.
  if (requests === 0) return 'FAIL (no call completed)';
  return p99 < limit ? `pass (p99 < ${limit} ms)` : `FAIL (p99 ≥ ${limit} ms)`;
}

// ---------------------------------------------------------------------------------------------

const rps = (n: number | undefined) => (n === undefined ? '–' : Math.round(n).toLocaleString('en-US'));
const share = (part: number, whole: number | undefined) => (whole ? `${Math.round((100 * part) / whole)} %` : '–');

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

/** The API beside what limits it: the same SQL through pgbench and through a minimal Fastify + pg app. */
function referenceTable(rows: Row[]): string {
  const lines = [
    '| Call | API req/s | Minimal Fastify + pg, req/s | API / minimal | Raw SQL (pgbench), req/s | API / raw SQL |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of rows) lines.push(`| ${r.name} | ${rps(r.rps)} | ${rps(r.baseline?.rps)} | ${share(r.rps, r.baseline?.rps)} | ${rps(r.rawRps)} | ${share(r.rps, r.rawRps)} |`);
  return lines.join('\n');
}

function beforeAfterTable(rows: Row[]): string {
  const lines = [
    '| Call | Before: req/s | Before: p50 / p99 (ms) | Before: errors | After: req/s | After: p50 / p99 (ms) | After: errors |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of rows) {
    const b = r.before;
    lines.push(`| ${r.name} | ${rps(b?.rps)} | ${b ? `${b.p50} / ${b.p99}` : '–'} | ${b?.errors ?? '–'} | ${rps(r.rps)} | ${r.p50} / ${r.p99} | ${r.errors} |`);
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const only = args.only?.trim().toLowerCase();
  if (only === 'positions') {
    ensureWrk();
    await positionsBench({
      trucks: 130_000,
      batchSize: 100,
      connections: Math.min(CONNECTIONS, 8),
      duration: DURATION,
      warmup: WARMUP,
      workers: WORKERS,
      out: args['no-write'] ? null : path.join(ROOT, 'docs', 'performance-positions.md'),
    });
    return;
  }
  if (only === 'streams') {
    await streamsBench({ streams: 5_000, out: args['no-write'] ? null : path.join(ROOT, 'docs', 'performance-streams.md') });
    return;
  }
  const onlyWeb = only === 'web';
  if (!onlyWeb) await apiBench();
  if (process.exitCode) return;
  await webBench({ root: ROOT, port: await freePort(), lighthouse: !args['no-lighthouse'], lighthouseRuns: Math.max(1, Number(args['lighthouse-runs'])), out: args['no-write'] ? null : args.out! });
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

  const children: ChildProcess[] = [];
  const stop = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  };
  process.on('exit', stop);

  try {
    // The older build first: this build's migrations would otherwise be unknown to it.
    let beforeBase: string | undefined;
    if (args.before) {
      const port = await freePort();
      beforeBase = `http://127.0.0.1:${port}`;
      console.log(`Starting the older build ${args.before} on ${beforeBase}`);
      children.push(await startServer(path.resolve(args.before), port, WORKERS));
    }
    buildServer();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    console.log(`Starting the server on ${base} against ${databaseName(DATABASE_URL)} (${shipments.toLocaleString('en-US')} shipments)`);
    children.push(await startServer(CURRENT_BUILD, port, WORKERS));

    const { carrier, broker } = await signInBoth(base);
    const beforeSessions = beforeBase ? await signInBoth(beforeBase) : undefined;
    const samples = await pickSamples(carrier, broker);
    if (samples.ids.length === 0) throw new Error('The carrier has no shipments with a 7-digit number');
    if (samples.references.length === 0) throw new Error("The broker's customer has no shipments with reference numbers");

    const cases = benchCases(carrier, broker, samples);
    const only = args.only?.split(',').map((s) => s.trim().toLowerCase());
    const selected = only ? cases.filter((c) => only.some((o) => c.key === o || c.name.toLowerCase().includes(o))) : cases;

    const boardRows = selected.filter((c) => BOARD_KEYS.includes(c.key));
    if (boardRows.length > 0 && !args['no-reference']) {
      console.log(`Capturing the SQL of ${boardRows.reduce((n, c) => n + c.paths.length, 0).toLocaleString('en-US')} board searches`);
      const statements: Record<string, string[][]> = {};
      for (const c of boardRows) statements[c.key] = await captureStatements(DATABASE_URL, c.paths);
      await storeStatements(DATABASE_URL, statements);
    }
    let uncachedBase: string | undefined;
    if (selected.some((c) => c.uncached)) {
      const uncachedPort = await freePort();
      uncachedBase = `http://127.0.0.1:${uncachedPort}`;
      console.log(`Starting a server that keeps no board answers (BOARD_CACHE_SECONDS=0) on ${uncachedBase}`);
      children.push(await startServer(CURRENT_BUILD, uncachedPort, WORKERS, { BOARD_CACHE_SECONDS: '0' }));
    }
    // Each server signs its own tokens.
    const uncachedSessions = uncachedBase ? await signInBoth(uncachedBase) : undefined;
    const sessionOn = (c: Case) => (c.uncached && uncachedSessions ? (c.session === carrier ? uncachedSessions.carrier : uncachedSessions.broker) : c.session);
    const raw = new Map(selected.filter((c) => c.reference !== false).map((c) => [c.key, rawCall(c, carrier, broker, samples)]));
    let baselineBase: string | undefined;
    if (!args['no-reference']) {
      const baselinePort = await freePort();
      baselineBase = `http://127.0.0.1:${baselinePort}`;
      children.push(await startBaseline(baselinePort, Object.fromEntries([...raw].map(([key, call]) => [key, parameterized(call)]))));
    }

    const rows: Row[] = [];
    for (const c of selected) {
      const serverBase = c.uncached ? uncachedBase! : base;
      const { sample } = await check(serverBase, c, sessionOn(c));
      process.stdout.write(`${c.name} [${sample}]: ${WARMUP} s warm-up, ${DURATION} s measured per run\n`);
      let before: LoadResult | undefined;
      if (beforeBase && beforeSessions) {
        const session = c.session === carrier ? beforeSessions.carrier : beforeSessions.broker;
        await check(beforeBase, c, session);
        before = await measure(beforeBase, c.paths, headersFor(session));
        console.log(`  before: p50 ${before.p50} ms, p99 ${before.p99} ms, ${before.rps.toFixed(0)} req/s, ${before.errors} errors`);
      }
      const result = await measure(serverBase, c.paths, headersFor(sessionOn(c)));
      console.log(`  this build: p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.rps.toFixed(0)} req/s, ${result.errors} errors`);
      let baseline: LoadResult | undefined;
      let rawRps: number | undefined;
      const call = raw.get(c.key);
      if (baselineBase && call) {
        const paths = Array.from({ length: call.samples }, (_, i) => `/${c.key}?k=${i + 1}`);
        baseline = await measure(baselineBase, paths, {});
        rawRps = pgbench(call);
        console.log(`  minimal Fastify + pg: ${baseline.rps.toFixed(0)} req/s (p99 ${baseline.p99} ms); raw SQL (pgbench): ${rawRps.toFixed(0)} req/s`);
      }
      rows.push({
        name: c.name,
        sample,
        budget: c.budget,
        ...result,
        verdict: verdict(c.budget, result.p99, result.errors, result.requests),
        before,
        baseline,
        rawRps,
      });
    }

    const allVisible = `${Math.round(samples.allVisible * 100)}% of the shipments pages all-visible`;
    if (samples.allVisible < 0.9) console.warn(`Note: only ${allVisible}; run VACUUM (ANALYZE) on the bench database for steady-state numbers.`);
    const out = table(rows);
    const reference = baselineBase ? `\n\n**Against the limits, same run.** The same SQL straight on PostgreSQL (pgbench, prepared, ${Math.min(CONNECTIONS, WORKERS * 4)} connections: the server's pools) and through a minimal Fastify + pg app (bench/baseline-server.ts: the same statements, prepared, rows sent as JSON; ${WORKERS} process${WORKERS === 1 ? '' : 'es'}, wrk ${CONNECTIONS} connections).\n\n${referenceTable(rows)}` : '';
    const beforeAfter = beforeBase ? `\n\n**Before and after, same run** (the older build \`${path.relative(ROOT, path.resolve(args.before!))}\` and this one, measured call by call one after the other under the same conditions).\n\n${beforeAfterTable(rows)}` : '';
    console.log(`\n${out}${reference}${beforeAfter}\n`);
    if (!args['no-write']) {
      const loadAverage = os.loadavg().map((l) => l.toFixed(2)).join(', ');
      const machine = [
        `- Date: ${new Date().toISOString()}`,
        `- Machine: ${os.availableParallelism()} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}; load average after the run ${loadAverage}`,
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
        `# Performance\n\nMeasured by \`npm run bench\` (bench/run.ts) against the DESIGN.md budgets: API calls p99 under ${API_P99_MS} ms with no errors; shipment quick search p99 under ${SEARCH_P99_MS} ms; at 1,000,000 shipments on PostgreSQL, 50 concurrent connections, 2 cores.\n\n${machine.join('\n')}\n\n${out}\n\nErrors count socket errors, timeouts and non-2xx answers. Latencies are wrk's.${reference}${beforeAfter}\n${notes}`,
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
