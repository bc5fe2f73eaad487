import { spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { buildServer, CARRIER, CURRENT_BUILD, DATABASE_URL, freePort, ROOT, signIn, startServer } from './bench-setup';

/**
 * Open event streams one server process holds (`npm run bench -- --only streams`): many pages of
 * one carrier open at once, each a Server-Sent Events stream; then a tender to that carrier, which
 * every stream must receive. Memory is the server process's resident size before and after the
 * streams opened. Its own database (the demo seed), made afresh each run.
 */
export interface StreamsBenchOptions {
  streams: number;
  out: string | null;
}

const DATABASE = 'portal_bench_streams';
const databaseUrl = DATABASE_URL.replace(/\/[^/?]*(\?.*)?$/, `/${DATABASE}`);
const BROKERAGE = { emailAddress: 'ops@summitfreight.test', password: 'demo1234' };

function freshDatabase(): void {
  const where = new URL(databaseUrl);
  const common = ['-h', where.hostname, '-p', where.port || '5432', '-U', decodeURIComponent(where.username || 'postgres')];
  spawnSync('dropdb', [...common, '--if-exists', '--force', DATABASE], { stdio: 'inherit' });
  const made = spawnSync('createdb', [...common, DATABASE], { stdio: 'inherit' });
  if (made.status !== 0) throw new Error(`createdb ${DATABASE} failed`);
}

/** The resident memory of a process, in bytes (Linux). */
function residentBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
}

interface Stream {
  received: Set<number>;
  firstAt: Map<number, number>;
}

/** One stream over a connection of its own (node:http keeps no pool here), parsed as it arrives. */
function openStream(port: number, token: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream: Stream = { received: new Set(), firstAt: new Map() };
    const request = http.get({ host: '127.0.0.1', port, path: '/portal/api/live-updates', headers: { authorization: `Bearer ${token}` }, agent: false }, (answer) => {
      if (answer.statusCode !== 200) {
        reject(new Error(`stream answered ${answer.statusCode}`));
        answer.resume();
        return;
      }
      let buffer = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.includes(': connected')) resolve(stream);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (data) {
            const subjectId = (JSON.parse(data) as { subjectId: number }).subjectId;
            if (!stream.received.has(subjectId)) {
              stream.received.add(subjectId);
              stream.firstAt.set(subjectId, Date.now());
            }
          }
        }
      });
    });
    request.once('error', reject);
  });
}

async function tenderToCarrier(base: string, client: pg.Client, brokerageToken: string, carrierId: number): Promise<{ tenderId: number; sentAt: number }> {
  const { rows } = await client.query<{ id: number }>('select id from shipments where status = $1 and carrier_id is null order by id limit 1', [ShipmentStatus.ReadyToBook]);
  if (!rows[0]) throw new Error('No Ready to Book load to tender');
  const sentAt = Date.now();
  const answer = await fetch(`${base}/portal/api/shipments/${rows[0].id}/tenders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${brokerageToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ carriers: [{ carrierId, rate: 1650 }], expiresInMinutes: 30 }),
  });
  if (!answer.ok) throw new Error(`The tender failed: ${answer.status} ${await answer.text()}`);
  const tender = await client.query<{ id: number }>('select id from tenders where shipment_id = $1 order by id desc limit 1', [rows[0].id]);
  return { tenderId: tender.rows[0]!.id, sentAt };
}

export async function streamsBench(options: StreamsBenchOptions): Promise<void> {
  freshDatabase();
  buildServer();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  console.log(`Streams: seeding ${DATABASE} and starting one server process on ${base}`);
  const server: ChildProcess = await startServer(CURRENT_BUILD, port, 1, { DATABASE_URL: databaseUrl });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const carrier = await signIn(base, CARRIER);
    const brokerage = await signIn(base, BROKERAGE);
    const company = await client.query<{ company_id: number }>('select company_id from users where email = $1', [CARRIER.emailAddress]);
    // A first stream and event warm the paths up before the process is measured.
    const warm = await openStream(port, carrier.token);
    await tenderToCarrier(base, client, brokerage.token, company.rows[0]!.company_id);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    void warm;
    const before = residentBytes(server.pid!);

    const opening = Date.now();
    const streams: Stream[] = [];
    // Opened in waves, as pages open over a few seconds, not as one burst of connections.
    for (let opened = 0; opened < options.streams; opened += 250) {
      const wave = Math.min(250, options.streams - opened);
      streams.push(...(await Promise.all(Array.from({ length: wave }, () => openStream(port, carrier.token)))));
    }
    const openSeconds = (Date.now() - opening) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const after = residentBytes(server.pid!);

    const { tenderId, sentAt } = await tenderToCarrier(base, client, brokerage.token, company.rows[0]!.company_id);
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && streams.some((s) => !s.received.has(tenderId))) await new Promise((resolve) => setTimeout(resolve, 20));
    const reached = streams.filter((s) => s.received.has(tenderId));
    const lastMs = reached.length > 0 ? Math.max(...reached.map((s) => s.firstAt.get(tenderId)! - sentAt)) : Number.NaN;
    const perStreamKb = (after - before) / options.streams / 1024;
    const verdict = reached.length === options.streams && lastMs <= 2_000 ? 'ok' : 'over budget';
    const table = [
      '| streams open | opened in s | reached by one event | last reached after ms | server memory before / after MB | memory per stream KB | verdict (all within 2,000 ms) |',
      '| ---: | ---: | ---: | ---: | ---: | ---: | --- |',
      `| ${options.streams.toLocaleString('en-US')} | ${openSeconds.toFixed(1)} | ${reached.length.toLocaleString('en-US')} | ${lastMs.toFixed(0)} | ${(before / 2 ** 20).toFixed(0)} / ${(after / 2 ** 20).toFixed(0)} | ${perStreamKb.toFixed(1)} | ${verdict} |`,
    ].join('\n');
    console.log(`\n${table}\n`);
    if (options.out) {
      const machine = `${os.availableParallelism()} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, one server process; PostgreSQL, the server and the streams' client share the machine`;
      writeFileSync(
        options.out,
        `# Open event streams\n\nMeasured by \`npm run bench -- --only streams\` (bench/streams.ts): one carrier's pages open GET /portal/api/live-updates, each on a connection of its own, in waves of 250; then the brokerage tenders a load to that carrier through the API, and every stream must receive the event. Memory is the server process's resident size (VmRSS) after a warm-up and after the streams opened.\n\n- Date: ${new Date().toISOString()}\n- Machine: ${machine}\n\n${table}\n`,
      );
      console.log(`Wrote ${path.relative(ROOT, options.out)}`);
    }
  } finally {
    await client.end();
    if (server.exitCode === null) server.kill('SIGTERM');
  }
}
