import pg from 'pg';
import { GENERIC_PLAN_MARK } from './generic-plan';
import { ISO_TIMESTAMPS_MARK, isoTimestampFromText } from './iso-timestamps';
import { REPLICA_READ_MARK, replicaAllowed } from './read-replica';

/**
 * The pg pool Kysely talks to, with two things pg can do per query that Kysely cannot ask for:
 *
 * - Every read and write is sent as a named (prepared) statement, so PostgreSQL parses and plans
 *   each distinct SQL text once per connection instead of on every call: about half the database
 *   time of the hot queries (docs/performance.md). The name is derived from the text, so the same
 *   text always gets the same name; past MAX_PREPARED distinct texts a process sends the rest
 *   unnamed, so statements built with varying `in (...)` lists cannot grow without bound.
 * - A query whose SQL carries ISO_TIMESTAMPS_MARK reads timestamptz columns as the ISO strings the
 *   answers hold (isoTimestampFromText) instead of as Date objects turned back into strings.
 * - A query whose SQL carries GENERIC_PLAN_MARK runs, outside a transaction, on a connection of the
 *   second pool, whose statements keep one generic plan (generic-plan.ts).
 * - A query whose SQL carries REPLICA_READ_MARK runs, outside a transaction and when the request
 *   allows it, on the replica's pool (read-replica.ts). A replica that cannot answer (down, or a
 *   query cancelled by its recovery) is not an error to the caller: the query runs on the primary.
 */
const MAX_PREPARED = 2000;
/** Statements worth preparing: not transaction control, SET or DDL. */
const PREPARABLE = /^\s*(select|with|insert|update|delete)\b/i;
/** The SQLSTATE of "cached plan must not change result type" (a table changed under a statement). */
const FEATURE_NOT_SUPPORTED = '0A000';
/** A SQL error the replica gave about the statement itself (syntax, types) is the statement's, not the replica's. */
const STATEMENT_ERROR_CLASSES = ['22', '42'];
const REPLICA_RETRY_MS = 5_000;

const TIMESTAMPTZ = 1184;
const isoTimestampTypes = {
  getTypeParser(oid: number, format?: string) {
    if (oid === TIMESTAMPTZ && format !== 'binary') return isoTimestampFromText;
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

interface StatementNames {
  byText: Map<string, string>;
  /** Bumped when a statement must be prepared again under a new name. */
  generation: number;
}

function nameFor(names: StatementNames, text: string): string | undefined {
  const known = names.byText.get(text);
  if (known !== undefined) return known;
  if (names.byText.size >= MAX_PREPARED || !PREPARABLE.test(text)) return undefined;
  const name = `p${names.generation}_${names.byText.size}`;
  names.byText.set(text, name);
  return name;
}

type Query = (config: pg.QueryConfig) => Promise<pg.QueryResult>;

function runQuery(names: StatementNames, query: Query, text: string, values: unknown[] | undefined): Promise<pg.QueryResult> {
  const name = nameFor(names, text);
  const types = text.includes(ISO_TIMESTAMPS_MARK) ? isoTimestampTypes : undefined;
  const config: pg.QueryConfig = { text, values, ...(name ? { name } : {}), ...(types ? { types } : {}) };
  if (!name) return query(config);
  return query(config).catch((error: unknown) => {
    // A migration changed a table a prepared statement reads: forget every name and run it afresh.
    if ((error as { code?: string }).code !== FEATURE_NOT_SUPPORTED) throw error;
    names.byText.clear();
    names.generation += 1;
    const { name: _stale, ...unnamed } = config;
    return query(unnamed);
  });
}

const TRANSACTION_START = /^\s*(begin|start\s+transaction)\b/i;
/** Commit or rollback, but not `rollback to savepoint`, which stays in the transaction. */
const TRANSACTION_END = /^\s*(commit|end|abort|rollback(?!\s+to\b))\b/i;

/** What Kysely's PostgresDialect uses of a pool client. */
interface KyselyClient {
  query(first: unknown, values?: unknown[]): unknown;
  release(error?: Error | boolean): void;
}

/**
 * A pool whose clients send prepared statements (see above); only what Kysely's PostgresDialect
 * uses. `genericPool`'s connections must have been opened with GENERIC_PLAN_OPTIONS.
 */
export function preparedStatementPool(pool: pg.Pool, genericPool?: pg.Pool, replicaPool?: pg.Pool) {
  const names: StatementNames = { byText: new Map(), generation: 0 };
  const onGenericPool = genericPool && ((config: pg.QueryConfig) => genericPool.query(config));
  // After the replica failed, reads skip it for a while rather than each waiting to fail again.
  let replicaDownUntil = 0;
  const onReplica =
    replicaPool &&
    ((primary: Query) => (config: pg.QueryConfig) => {
      if (Date.now() < replicaDownUntil) return primary(config);
      return replicaPool.query(config).catch((error: unknown) => {
        const code = (error as { code?: string }).code;
        if (code && STATEMENT_ERROR_CLASSES.includes(code.slice(0, 2))) throw error;
        replicaDownUntil = Date.now() + REPLICA_RETRY_MS;
        return primary(config);
      });
    });
  // Kysely keeps one connection object per client it is handed: hand out one wrapper per client.
  const wrapped = new WeakMap<pg.PoolClient, KyselyClient>();
  const wrap = (client: pg.PoolClient): KyselyClient => {
    let wrapper = wrapped.get(client);
    if (!wrapper) {
      const query = (config: pg.QueryConfig) => client.query(config);
      let inTransaction = false;
      wrapper = {
        query: (first, values) => {
          if (typeof first !== 'string') return (client.query as (...args: unknown[]) => unknown)(first, values);
          if (TRANSACTION_START.test(first)) inTransaction = true;
          else if (TRANSACTION_END.test(first)) inTransaction = false;
          if (onReplica && !inTransaction && first.includes(REPLICA_READ_MARK) && replicaAllowed()) {
            return runQuery(names, onReplica(onGenericPool && first.includes(GENERIC_PLAN_MARK) ? onGenericPool : query), first, values);
          }
          const generic = onGenericPool && !inTransaction && first.includes(GENERIC_PLAN_MARK);
          return runQuery(names, generic ? onGenericPool : query, first, values);
        },
        release: (error) => {
          inTransaction = false;
          client.release(error);
        },
      };
      wrapped.set(client, wrapper);
    }
    return wrapper;
  };
  return {
    connect: async () => wrap(await pool.connect()),
    end: () => Promise.all([pool.end(), genericPool?.end(), replicaPool?.end()]).then(() => undefined),
  };
}
