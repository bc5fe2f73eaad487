/**
 * The bench's baseline: a minimal Fastify + pg app that answers each benched call by running the
 * same statements (bench/raw-sql.ts) as prepared statements and sending the first statement's rows
 * as JSON, with no auth, no validation and no shaping. Its requests per second are what this
 * machine allows a Node server of the call; the app's figure is read against it.
 *
 * Run by bench/run.ts: `node --import tsx bench/baseline-server.ts` with BASELINE_PORT,
 * BASELINE_CALLS (JSON: key -> statements) and WEB_CONCURRENCY processes, 4 connections each (as the server).
 */
import cluster from 'node:cluster';
import Fastify from 'fastify';
import pg from 'pg';
import { DATABASE_URL } from './bench-setup';

const workers = Number(process.env.WEB_CONCURRENCY ?? '1');
const calls = JSON.parse(process.env.BASELINE_CALLS ?? '{}') as Record<string, { text: string; usesK: boolean }[]>;

if (cluster.isPrimary && workers > 1) {
  for (let i = 0; i < workers; i++) cluster.fork();
} else {
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 4 });
  const app = Fastify({ logger: false });
  app.get('/healthz', async () => ({ status: 'ok' }));
  for (const [key, statements] of Object.entries(calls)) {
    app.get(`/${key}`, async (request) => {
      const k = Number((request.query as { k?: string }).k ?? '1');
      let first: unknown[] | undefined;
      for (const [index, s] of statements.entries()) {
        const result = await pool.query({ name: `${key}_${index}`, text: s.text, values: s.usesK ? [k] : [] });
        first ??= result.rows;
      }
      return { data: first };
    });
  }
  await app.listen({ port: Number(process.env.BASELINE_PORT), host: '127.0.0.1' });
}
