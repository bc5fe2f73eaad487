// npm run cluster: the portal as several equal instances behind one address, as production runs it
// (docs/deploy.md), for a person to try: N server instances on ports of their own, against this
// machine's PostgreSQL, its streaming replica and Redis, behind a small round-robin proxy on PORT
// (default 3000). `npm run cluster -- --instances 3`. Ctrl-C stops them all.
//
// DATABASE_URL defaults to the database portal_cluster on 127.0.0.1:5432 (made when missing, then
// migrated and seeded by the first instance). The replica (port 5433) is made by scripts/replica.mjs
// when this user may; without it every read goes to the primary. Redis on 127.0.0.1:6379 is used
// when it answers.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfStale, serverMain } from './fresh-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { instances: { type: 'string', default: '3' } } });
const instances = Number(values.instances);
if (!Number.isInteger(instances) || instances < 1 || instances > 16) {
  console.error('--instances: a whole number from 1 to 16');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/portal_cluster';
const database = new URL(databaseUrl);

function answersOn(host, portNumber, probe) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port: portNumber, timeout: 1_000 });
    socket.once('connect', () => {
      if (!probe) {
        socket.destroy();
        resolve(true);
        return;
      }
      socket.write(probe);
      socket.once('data', () => {
        socket.destroy();
        resolve(true);
      });
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

if (!(await answersOn(database.hostname, Number(database.port || 5432)))) {
  console.error(`No PostgreSQL answers at ${database.host}: start it (pg_ctlcluster ... main start) or set DATABASE_URL.`);
  process.exit(1);
}
const databaseName = database.pathname.slice(1);
const psql = (query) => execFileSync('psql', [`postgres://${database.username || 'postgres'}@${database.host}/postgres`, '-Atc', query], { encoding: 'utf8' }).trim();
if (psql(`select count(*) from pg_database where datname = '${databaseName.replaceAll("'", "''")}'`) === '0') psql(`create database "${databaseName}"`);

let readUrl = process.env.DATABASE_READ_URL;
if (!readUrl) {
  const replica = spawnSync(process.execPath, [path.join(root, 'scripts/replica.mjs')], { encoding: 'utf8' });
  if (replica.status === 0) {
    const url = new URL(replica.stdout.trim());
    url.pathname = `/${databaseName}`;
    readUrl = url.toString();
  } else {
    console.log(`No streaming replica (${replica.stderr.trim().split('\n')[0]}): every read goes to the primary.`);
  }
}
const redisUrl = process.env.REDIS_URL ?? ((await answersOn('127.0.0.1', 6379, 'PING\r\n')) ? 'redis://127.0.0.1:6379' : undefined);
if (!redisUrl) console.log('No Redis on 127.0.0.1:6379: each instance counts rate limits alone.');

buildIfStale();

const upstreams = Array.from({ length: instances }, (_, n) => ({ port: port + 101 + n, downUntil: 0, child: undefined }));
const environment = (upstream) => ({
  APP_ENV: 'local',
  ...process.env,
  PORT: String(upstream.port),
  HOST: '127.0.0.1',
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  DATABASE_URL: databaseUrl,
  ...(readUrl ? { DATABASE_READ_URL: readUrl } : {}),
  ...(redisUrl ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: 'portal-cluster:' } : {}),
  // The proxy is the one hop in front: the instances read the client's address from it.
  TRUST_PROXY: '127.0.0.1',
});

async function startInstance(upstream) {
  upstream.child = spawn(process.execPath, ['--enable-source-maps', serverMain], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], env: environment(upstream) });
  for (let i = 0; i < 600; i += 1) {
    const ready = await new Promise((resolve) => {
      http.get({ host: '127.0.0.1', port: upstream.port, path: '/readyz' }, (answer) => resolve(answer.statusCode === 200)).once('error', () => resolve(false));
    });
    if (ready) return;
    if (upstream.child.exitCode !== null) throw new Error(`the instance on port ${upstream.port} stopped`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the instance on port ${upstream.port} did not become ready`);
}

// The first prepares the database (migrations, demo data); the others start on it, as new instances do.
await startInstance(upstreams[0]);
await Promise.all(upstreams.slice(1).map(startInstance));

let next = 0;
/** The next instance in turn that has not just failed, or undefined when all have. */
function pick(exclude) {
  for (let i = 0; i < upstreams.length; i += 1) {
    const upstream = upstreams[(next + i) % upstreams.length];
    if (upstream.downUntil <= Date.now() && !exclude.has(upstream)) {
      next = (next + i + 1) % upstreams.length;
      return upstream;
    }
  }
  return undefined;
}

const proxy = http.createServer((request, response) => {
  const tried = new Set();
  // Only a request without a body can be sent again to another instance after a refused connection.
  const retryable = request.method === 'GET' || request.method === 'HEAD';
  const forward = () => {
    const upstream = pick(tried);
    if (!upstream) {
      response.writeHead(502, { 'content-type': 'application/problem+json' });
      response.end(JSON.stringify({ type: 'about:blank', title: 'Bad Gateway', status: 502, detail: 'No instance answers' }));
      return;
    }
    tried.add(upstream);
    const forwardedFor = [request.headers['x-forwarded-for'], request.socket.remoteAddress].filter(Boolean).join(', ');
    const outgoing = http.request(
      { host: '127.0.0.1', port: upstream.port, method: request.method, path: request.url, headers: { ...request.headers, 'x-forwarded-for': forwardedFor } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    outgoing.once('error', (error) => {
      if (response.headersSent) {
        response.destroy(error);
        return;
      }
      upstream.downUntil = Date.now() + 2_000;
      if (retryable) forward();
      else {
        response.writeHead(502, { 'content-type': 'application/problem+json' });
        response.end(JSON.stringify({ type: 'about:blank', title: 'Bad Gateway', status: 502, detail: 'The instance went away; try again' }));
      }
    });
    // A closed page closes its event stream on the instance too.
    response.once('close', () => outgoing.destroy());
    request.pipe(outgoing);
  };
  forward();
});
proxy.listen(port, '127.0.0.1', () => {
  console.log(`\nThe portal runs as ${instances} instances behind http://localhost:${port}/`);
  for (const upstream of upstreams) console.log(`  instance on http://127.0.0.1:${upstream.port} (pid ${upstream.child.pid})`);
  console.log(`  primary  ${databaseUrl}`);
  console.log(`  replica  ${readUrl ?? 'none'}`);
  console.log(`  Redis    ${redisUrl ?? 'none'}`);
  console.log('Kill one instance (kill -9 <pid>) and keep using the portal: the others answer, open pages reconnect.');
});

const stop = () => {
  proxy.close();
  for (const upstream of upstreams) upstream.child?.kill('SIGTERM');
  setTimeout(() => process.exit(0), 20_000).unref();
  Promise.all(upstreams.map((upstream) => (upstream.child && upstream.child.exitCode === null ? new Promise((resolve) => upstream.child.once('exit', resolve)) : undefined))).then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
