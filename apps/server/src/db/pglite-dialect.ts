import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { busy } from '../lib/problem';
import { ISO_TIMESTAMPS_MARK, isoTimestampFromText } from './iso-timestamps';

const TIMESTAMPTZ = 1184;
/** Queries marked with ISO_TIMESTAMPS_MARK read timestamptz as ISO strings (iso-timestamps.ts). */
const ISO_TIMESTAMP_PARSERS = { parsers: { [TIMESTAMPTZ]: isoTimestampFromText } };

/** How long a query may wait for the embedded database, and how many may wait at once. */
export interface EmbeddedQueueLimits {
  maxWaitMs: number;
  maxWaiting: number;
}

export const DEFAULT_QUEUE_LIMITS: EmbeddedQueueLimits = { maxWaitMs: 5_000, maxWaiting: 500 };

/**
 * Kysely over embedded PGlite. PGlite is one connection, so connections are handed out one at a
 * time: a transaction holds it until it commits, and other queries wait their turn, first come
 * first served. The wait is bounded: past `maxWaitMs` in the queue, or with `maxWaiting` already
 * waiting, a query fails with a 503 problem carrying Retry-After instead of hanging the request.
 * (Requests are admitted a few at a time before they get here: plugins/admission.ts.)
 */
export class PGliteDialect implements Dialect {
  constructor(
    private readonly pglite: PGlite,
    private readonly limits: EmbeddedQueueLimits = DEFAULT_QUEUE_LIMITS,
  ) {}
  createAdapter() { return new PostgresAdapter(); }
  createDriver(): Driver { return new PGliteDriver(this.pglite, this.limits); }
  createIntrospector(db: Kysely<unknown>) { return new PostgresIntrospector(db); }
  createQueryCompiler() { return new PostgresQueryCompiler(); }
}

interface Waiter {
  resolve(connection: DatabaseConnection): void;
  timer: NodeJS.Timeout;
}

class PGliteDriver implements Driver {
  private busy = false;
  private readonly waiting: Waiter[] = [];
  private readonly connection: PGliteConnection;

  constructor(
    pglite: PGlite,
    private readonly limits: EmbeddedQueueLimits,
  ) {
    this.connection = new PGliteConnection(pglite);
  }

  async init() {}

  acquireConnection(): Promise<DatabaseConnection> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve(this.connection);
    }
    if (this.waiting.length >= this.limits.maxWaiting) return Promise.reject(busy());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(busy());
        }, this.limits.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  /** Hands the connection to the longest waiter, or marks it free. */
  private handOver() {
    const next = this.waiting.shift();
    if (!next) {
      this.busy = false;
      return;
    }
    clearTimeout(next.timer);
    next.resolve(this.connection);
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings) {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await conn.executeQuery(CompiledQuery.raw(`begin${isolation}`));
  }
  async commitTransaction(conn: DatabaseConnection) { await conn.executeQuery(CompiledQuery.raw('commit')); }
  async rollbackTransaction(conn: DatabaseConnection) { await conn.executeQuery(CompiledQuery.raw('rollback')); }

  async releaseConnection() {
    this.handOver();
  }

  async destroy() {}
}

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pglite: PGlite) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const options = query.sql.includes(ISO_TIMESTAMPS_MARK) ? ISO_TIMESTAMP_PARSERS : undefined;
    const result = await this.pglite.query<R>(query.sql, query.parameters as unknown[], options);
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported on the embedded database');
  }
}
