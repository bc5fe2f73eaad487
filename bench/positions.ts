import { spawnSync, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildServer, CARRIER, CURRENT_BUILD, DATABASE_URL, freePort, headersFor, ROOT, signIn, startServer } from './bench-setup';
import { headerArgs, runWrk, type LoadResult } from './wrk';

/**
 * Positions ingested per second (`npm run bench -- --only positions`): a fleet of tracked loads,
 * each on a truck of its own, reporting through POST /carrier/api/v2/positions in batches, every
 * point a new truck and time. Its own database (the demo seed plus the fleet), made afresh each run,
 * so the big bench database is left as it is.
 */
export interface PositionsBenchOptions {
  trucks: number;
  batchSize: number;
  connections: number;
  duration: number;
  warmup: number;
  workers: number;
  out: string | null;
}

const DATABASE = 'portal_bench_positions';
const databaseUrl = DATABASE_URL.replace(/\/[^/?]*(\?.*)?$/, `/${DATABASE}`);

function freshDatabase(): void {
  const where = new URL(databaseUrl);
  const common = ['-h', where.hostname, '-p', where.port || '5432', '-U', decodeURIComponent(where.username || 'postgres')];
  spawnSync('dropdb', [...common, '--if-exists', '--force', DATABASE], { stdio: 'inherit' });
  const made = spawnSync('createdb', [...common, DATABASE], { stdio: 'inherit' });
  if (made.status !== 0) throw new Error(`createdb ${DATABASE} failed`);
}

/** The fleet: copies of one of the carrier's moving loads, each on its own truck BT-<n>, with no position yet. */
async function makeFleet(client: pg.Client, companyId: number, trucks: number): Promise<number> {
  const template = await client.query<{ id: number }>('select id from shipments where carrier_id = $1 and status between 3 and 6 order by id limit 1', [companyId]);
  if (!template.rows[0]) throw new Error('The demo carrier has no moving load to copy');
  const columns = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_name = 'shipments' and table_schema = current_schema() and is_generated = 'NEVER' and column_default is distinct from 'nextval(''shipments_id_seq''::regclass)'
        and column_name not in ('id', 'shipment_number', 'truck_number', 'last_location_at', 'last_latitude', 'last_longitude')`,
  );
  const copied = columns.rows.map((c) => `"${c.column_name}"`).join(', ');
  // The copies need none of the shipments' triggers (search, board and zone upkeep of rows that only
  // stand in for moving loads): with them, 130,000 rows take minutes.
  await client.query("set session_replication_role = 'replica'");
  const inserted = await client.query(
    `insert into shipments (shipment_number, truck_number, ${copied})
     select 'BT' || lpad(g::text, 8, '0'), 'BT-' || (g - 1), ${columns.rows.map((c) => `s."${c.column_name}"`).join(', ')}
       from shipments s cross join generate_series(1, $2::int) g where s.id = $1`,
    [template.rows[0].id, trucks],
  );
  // Tracked loads have been reporting: each had its position entry a few minutes ago, so, as in a
  // fleet reporting every couple of minutes, a point moves the load and rarely adds an entry.
  await client.query(
    `insert into shipment_activity (shipment_id, kind, description, time_stamp, source)
     select id, 'Position', 'ELD position (bench fleet)', now() - interval '5 minutes', 'ELD' from shipments where truck_number like 'BT-%'`,
  );
  await client.query("set session_replication_role = 'origin'");
  await client.query('analyze shipments');
  return inserted.rowCount ?? 0;
}


function wrkPost(base: string, headers: Record<string, string>, options: PositionsBenchOptions, seconds: number, clock: number): Promise<LoadResult> {
  const script = path.join(ROOT, 'bench', 'post-positions.lua');
  const argv = ['-t1', `-c${options.connections}`, `-d${seconds}s`, '--timeout', '10s', ...headerArgs({ ...headers, 'content-type': 'application/json' }), '-s', script, base, '--', String(options.trucks), String(options.batchSize), String(clock)];
  return runWrk(argv);
}

export async function positionsBench(options: PositionsBenchOptions): Promise<void> {
  freshDatabase();
  buildServer();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  console.log(`Positions: seeding ${DATABASE} and starting the server on ${base}`);
  const children: ChildProcess[] = [await startServer(CURRENT_BUILD, port, options.workers, { DATABASE_URL: databaseUrl })];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const carrier = await signIn(base, CARRIER);
    const company = await client.query<{ company_id: number }>('select company_id from users where email = $1', [CARRIER.emailAddress]);
    const started = Date.now();
    const fleet = await makeFleet(client, company.rows[0]!.company_id, options.trucks);
    console.log(`  ${fleet.toLocaleString('en-US')} tracked loads made in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // Points from 20 minutes back (the warm-up's 10 minutes before), newer than any load's last position.
    const clock = Math.floor(Date.now() / 1000) - 1200;
    if (options.warmup > 0) await wrkPost(base, headersFor(carrier), options, options.warmup, clock - 600);
    const result = await wrkPost(base, headersFor(carrier), options, options.duration, clock);
    const stored = await client.query<{ n: string }>('select count(*) as n from positions');
    const moved = await client.query<{ n: string }>("select count(*) as n from shipments where truck_number like 'BT-%' and last_location_at is not null");
    const pointsPerSecond = result.rps * options.batchSize;
    const row = `| positions, batches of ${options.batchSize}, ${options.connections} connections | ${options.trucks.toLocaleString('en-US')} | ${result.rps.toFixed(0)} | **${pointsPerSecond.toFixed(0)}** | ${result.p50} | ${result.p99} | ${result.errors} | ${pointsPerSecond >= 5000 && result.p99 <= 200 && result.errors === 0 ? 'ok' : 'over budget'} |`;
    const table = [
      '| call | tracked loads | batches/s | points/s | p50 ms | p99 ms | errors | verdict (>= 5,000 points/s, p99 <= 200 ms) |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
      row,
    ].join('\n');
    const details = `Stored after the run: ${Number(stored.rows[0]!.n).toLocaleString('en-US')} points; ${Number(moved.rows[0]!.n).toLocaleString('en-US')} loads with a last position.`;
    console.log(`\n${table}\n\n${details}\n`);
    if (options.out) {
      const machine = `${os.availableParallelism()} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${options.workers} server process${options.workers === 1 ? '' : 'es'}; PostgreSQL, the server and wrk share the machine`;
      writeFileSync(
        options.out,
        `# Positions ingestion\n\nMeasured by \`npm run bench -- --only positions\` (bench/positions.ts): POST /carrier/api/v2/positions, every point a new truck and time, ${options.warmup} s warm-up then ${options.duration} s measured.\n\n- Date: ${new Date().toISOString()}\n- Machine: ${machine}\n\n${table}\n\n${details}\n`,
      );
      console.log(`Wrote ${path.relative(ROOT, options.out)}`);
    }
  } finally {
    await client.end();
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  }
}
