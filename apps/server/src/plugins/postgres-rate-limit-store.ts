import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/db';
import { countRequest, forgetEndedCounts } from '../db/rate-limit-counts';

/** About one count in this many also forgets the counts whose window ended over an hour ago. */
const FORGET_EVERY = 1_000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The rate limits' counts in PostgreSQL (rate_limit_counts), for servers that share a database but
 * no Redis: every process and server counts against the same row per address and operation.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: FastifyRateLimitOptions,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      countRequest(db, `${this.prefix}${key}`, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: Error) => callback(error),
      );
      if (Math.random() * FORGET_EVERY < 1) void forgetEndedCounts(db, new Date(Date.now() - HOUR_MS)).catch(() => undefined);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // Each operation counts apart, as with the library's own stores.
      const route = (routeOptions as unknown as { routeInfo?: { method: string | string[]; url: string } }).routeInfo;
      return new PostgresRateLimitStore(undefined, route ? `${route.method}${route.url}-` : this.prefix);
    }
  }
  return PostgresRateLimitStore;
}
