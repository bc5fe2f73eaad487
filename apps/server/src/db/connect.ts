import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database';
import { GENERIC_PLAN_OPTIONS } from './generic-plan';
import { embeddedListen, postgresListen, type Listen } from './notifications';
import { preparedStatementPool } from './prepared-pool';
import { PGliteDialect, type EmbeddedQueueLimits } from './pglite-dialect';

const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: 'pglite' | 'postgres';
  /** The embedded engine, when that is what runs (tests dump it as a snapshot). */
  pglite?: PGlite;
  /** LISTEN on a channel of this database (live updates wake on it). */
  listen: Listen;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** postgres://... for PostgreSQL; otherwise PGlite. */
  databaseUrl?: string;
  /** postgres://... of a streaming replica of databaseUrl: reads marked for it go there (read-replica.ts). */
  readUrl?: string;
  /** Directory of the embedded database; undefined keeps it in memory. */
  pgliteDir?: string;
  /** A dumped PGlite data directory to start from (tests use a seeded snapshot). */
  pgliteSnapshot?: Blob;
  maxConnections?: number;
  /** Bounds of the embedded database's queue (PGlite serves one query at a time). */
  embeddedQueue?: EmbeddedQueueLimits;
}

/** Opens the configured database: PostgreSQL when a URL is given, embedded PGlite otherwise. */
export async function connectDatabase(options: ConnectOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // Counts and sums come back as int8/numeric; our values fit in a double, so read them as numbers.
    pg.types.setTypeParser(INT8, (v) => Number(v));
    pg.types.setTypeParser(NUMERIC, (v) => Number(v));
    // Calendar dates stay YYYY-MM-DD strings: turning them into Dates would shift them by time zone.
    pg.types.setTypeParser(DATE, (v) => v);
    const max = options.maxConnections ?? 20;
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max });
    // The hot reads marked for a generic plan run on connections of their own (db/generic-plan.ts).
    // Half as many: they are single short statements, never a transaction, and more statements at
    // once than the cores can run only lengthen the slowest answers (docs/performance.md, session 12).
    const genericPool = new pg.Pool({ connectionString: options.databaseUrl, max: Math.ceil(max / 2), options: GENERIC_PLAN_OPTIONS });
    // A replica that does not answer in time is passed over for the primary (prepared-pool.ts).
    const replicaPool = options.readUrl ? new pg.Pool({ connectionString: options.readUrl, max, connectionTimeoutMillis: 2_000 }) : undefined;
    for (const p of [pool, genericPool, ...(replicaPool ? [replicaPool] : [])]) {
      // An idle connection the server closed (restart, failover, terminated backend) is dropped by the
      // pool and replaced on the next query; without a listener its error would crash the process.
      p.on('error', (error) => console.warn(`database connection lost: ${error.message}`));
    }
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparedStatementPool(pool, genericPool, replicaPool) as unknown as pg.Pool }) });
    return { db, engine: 'postgres', listen: postgresListen(options.databaseUrl), close: () => db.destroy() };
  }
  if (options.pgliteDir) fs.mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  const pglite = await PGlite.create({
    dataDir: options.pgliteDir,
    loadDataDir: options.pgliteSnapshot,
    extensions: { cube, earthdistance, pg_trgm },
    parsers: { [INT8]: (v: string) => Number(v), [NUMERIC]: (v: string) => Number(v), [DATE]: (v: string) => v },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite, options.embeddedQueue) });
  return {
    db,
    engine: 'pglite',
    pglite,
    listen: embeddedListen(pglite),
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

