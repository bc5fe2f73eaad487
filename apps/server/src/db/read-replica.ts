import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import { sql } from 'kysely';

/**
 * Reads that tolerate a moment's lag (lists, searches, counts) say so with this comment
 * (`.modifyEnd(replicaRead)`); with DATABASE_READ_URL set, the pool (prepared-pool.ts) sends them to
 * the streaming replica when the request allows it. Inside a transaction the mark is ignored, as it
 * is on the embedded database and wherever no replica is configured.
 */
export const REPLICA_READ_MARK = '/* replica-read */';
export const replicaRead = sql.raw(REPLICA_READ_MARK);

/** What the request being served allows its reads: the replica, or the primary only. */
export interface ReadRouting {
  replica: boolean;
}

const current = new AsyncLocalStorage<ReadRouting>();

/**
 * Runs `fn` with `routing` as the routing of the reads it makes, however far they are awaited. The
 * resource lets a caller resume in that context from a callback that lost it (a request's body is
 * read in the stream's own callbacks).
 */
export function withReadRouting(routing: ReadRouting, fn: () => void): AsyncResource {
  return current.run(routing, () => {
    const resource = new AsyncResource('read-routing');
    resource.runInAsyncScope(fn);
    return resource;
  });
}

/** True when the request being served may read from the replica; false outside any request (jobs, start-up). */
export function replicaAllowed(): boolean {
  return current.getStore()?.replica ?? false;
}
