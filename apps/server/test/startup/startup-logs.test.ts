import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { readableLine, readableLogStream } from '../../src/lib/readable-log';
import { startupLines } from '../../src/startup-banner';
import { DEMO } from '../helper';

const at = new Date(2030, 4, 1, 15, 4, 5).getTime();
/** A production key for the authenticator secrets: 32 bytes, base64. */
const KEY = Buffer.alloc(32, 7).toString('base64');

describe('startup lines', () => {
  const config = { publicUrl: 'http://localhost:3000', appEnv: 'local' as const };

  it('end with where to sign in, after every demo account of the seed, the brokerage staff included', () => {
    const lines = startupLines(config, 'pglite', 'seeded');
    expect(lines[0]).toBe('Demo data seeded on this first start. Demo accounts (password demo1234):');
    expect(lines.at(-1)).toBe('Freight portal ready: sign in at http://localhost:3000/ with a demo account above, password demo1234 (embedded PGlite database, APP_ENV=local)');
    const listed = lines.slice(1, -1).map((line) => line.trim().split(/\s+/)[0]);
    expect(listed).toEqual(expect.arrayContaining([...Object.values(DEMO), 'claims@summitfreight.test']));
    expect(lines.find((line) => line.includes('ops@summitfreight.test'))).toMatch(/Operations Manager, Summit Freight Logistics \(the brokerage\)$/);
    expect(lines.find((line) => line.includes('broker@demo.test'))).toMatch(/Apex Brokerage Partners \(broker\)$/);
  });

  it('say whether the demo data was seeded now, kept, or is off, and how the server runs', () => {
    expect(startupLines(config, 'postgres', 'kept', 4).at(-1)).toContain('(PostgreSQL, APP_ENV=local, 4 processes)');
    expect(startupLines(config, 'pglite', 'kept')[0]).toMatch(/^Demo data kept from an earlier start/);
    expect(startupLines(config, 'pglite', 'none')).toEqual([
      'No demo data (SEED=none): sign in with an account of your TMS',
      'Freight portal ready: sign in at http://localhost:3000/ (embedded PGlite database, APP_ENV=local)',
    ]);
  });
});

describe('log format', () => {
  it('is readable in development and JSON in production, unless LOG_FORMAT says otherwise', () => {
    expect(loadConfig({}).logFormat).toBe('readable');
    expect(loadConfig({ APP_ENV: 'production', TWO_FACTOR_KEY: KEY }).logFormat).toBe('json');
    expect(loadConfig({ APP_ENV: 'uat', TWO_FACTOR_KEY: KEY }).logFormat).toBe('json');
    expect(loadConfig({ APP_ENV: 'production', TWO_FACTOR_KEY: KEY, LOG_FORMAT: 'readable' }).logFormat).toBe('readable');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'pretty' })).toThrow(/LOG_FORMAT/);
  });

  it('turns pino lines into one readable line each', () => {
    const base = { time: at, pid: 1, hostname: 'h' };
    expect(readableLine(JSON.stringify({ ...base, level: 30, msg: 'Listening on http://127.0.0.1:3000' }))).toBe('15:04:05 INFO  Listening on http://127.0.0.1:3000');
    expect(readableLine(JSON.stringify({ ...base, level: 30, reqId: '2a69904a-aaaa', req: { method: 'GET', url: '/healthz' }, msg: 'incoming request' }))).toBe('15:04:05 INFO  [2a69904a] GET /healthz');
    expect(readableLine(JSON.stringify({ ...base, level: 30, reqId: '2a69904a-aaaa', res: { statusCode: 200 }, responseTime: 3.4, msg: 'request completed' }))).toBe('15:04:05 INFO  [2a69904a] 200 in 3 ms');
    expect(readableLine(JSON.stringify({ ...base, level: 40, msg: 'slow query', ms: 812, sql: 'select 1' }))).toBe('15:04:05 WARN  slow query  ms=812 sql="select 1"');
    expect(readableLine(JSON.stringify({ ...base, level: 50, msg: 'failed', err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at x' } }))).toBe('15:04:05 ERROR failed\nError: boom\n    at x');
    expect(readableLine('not json')).toBe('not json');
    expect(readableLine(JSON.stringify({ ...base, level: 30, msg: 'hi' }), true)).toBe('\u001b[90m15:04:05\u001b[0m \u001b[32mINFO \u001b[0m hi');
  });

  it('the stream writes whole lines, however pino splits them', async () => {
    let written = '';
    const out = Object.assign(new Writable({ write: (chunk, _e, done) => ((written += chunk.toString()), done()) }), { isTTY: false }) as unknown as NodeJS.WriteStream;
    const stream = readableLogStream(out);
    const line = JSON.stringify({ level: 30, time: at, msg: 'one' });
    stream.write(line.slice(0, 10));
    stream.write(`${line.slice(10)}\n${JSON.stringify({ level: 30, time: at, msg: 'two' })}\n`);
    await new Promise((resolve) => stream.end(resolve));
    expect(written).toBe('15:04:05 INFO  one\n15:04:05 INFO  two\n');
  });
});

describe('deployed defaults', () => {
  it('production and UAT listen everywhere, seed nothing and need their own two-factor key; elsewhere this machine alone, with the demo', () => {
    for (const appEnv of ['production', 'uat']) {
      expect(() => loadConfig({ APP_ENV: appEnv })).toThrow(`TWO_FACTOR_KEY is required when APP_ENV=${appEnv}`);
      expect(loadConfig({ APP_ENV: appEnv, TWO_FACTOR_KEY: KEY })).toMatchObject({ host: '0.0.0.0', seed: 'none' });
    }
    for (const appEnv of ['local', 'test']) expect(loadConfig({ APP_ENV: appEnv })).toMatchObject({ host: '127.0.0.1', seed: 'demo' });
    expect(loadConfig({ HOST: '0.0.0.0', SEED: 'none' })).toMatchObject({ host: '0.0.0.0', seed: 'none' });
  });

  it('production refuses the demo data, the fake ELD and keys written in the source, naming every one', () => {
    const refused = () => loadConfig({ APP_ENV: 'production', SEED: 'demo', SAMSARA_FAKE: 'true', SAMSARA_CLIENT_ID: 'id', SAMSARA_CLIENT_SECRET: 'secret' });
    expect(refused).toThrow(/TWO_FACTOR_KEY is required/);
    expect(refused).toThrow(/SEED=demo is refused/);
    expect(refused).toThrow(/SAMSARA_FAKE is refused/);
    expect(refused).toThrow(/TRACKING_TOKEN_KEY is required/);
    // UAT may show the demo to the people who accept a release.
    expect(loadConfig({ APP_ENV: 'uat', SEED: 'demo', TWO_FACTOR_KEY: KEY }).seed).toBe('demo');
  });

  it('the server does not start without APP_ENV; npm start gives it local', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../../src/main.ts')], { env: { PATH: process.env.PATH, DATA_DIR: '.tmp/no-app-env' }, encoding: 'utf8', timeout: 60_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('APP_ENV is required');
    expect(fs.readFileSync(path.resolve(import.meta.dirname, '../../../../scripts/start.mjs'), 'utf8')).toContain("APP_ENV: 'local', ...process.env");
  });
});
