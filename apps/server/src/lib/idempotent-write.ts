import { createHash } from 'node:crypto';
import { PROBLEM_MESSAGES } from '@portal/domain/common/problem-messages';
import type { Db } from '../db/db';
import { findRememberedAnswer, lockIdempotencyKey, rememberAnswer } from '../db/idempotency-keys';
import type { Caller } from './caller';
import { fieldErrors, HttpProblem } from './problem';

/**
 * The same transaction handed to code that opens one of its own: its `transaction().execute(fn)`
 * runs `fn` in the transaction already open instead of refusing (Kysely has no nested
 * transactions). A service written for one transaction then commits or rolls back together with
 * the remembered answer of its Idempotency-Key. Methods are bound to the transaction itself, whose
 * private fields a proxy could not reach.
 */
export function joinedTransaction(trx: Db): Db {
  if (!trx.isTransaction) throw new Error('joinedTransaction needs an open transaction');
  const joined: Db = new Proxy(trx, {
    get(target, property) {
      if (property === 'transaction') {
        const builder = {
          execute: <T>(run: (inner: Db) => Promise<T>) => run(joined),
          setIsolationLevel: () => {
            throw new Error('a joined transaction keeps the isolation of the transaction it joins');
          },
          setAccessMode: () => builder,
        };
        return () => builder;
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return joined;
}

/** What the key stands for: the operation's own parameters and body, hashed. */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

export interface IdempotentWrite<T> {
  /** Names the operation: a key is one user's for one operation. */
  operation: string;
  /** The Idempotency-Key header; without one the write simply runs. */
  key: string | undefined;
  /** The parameters and body the key must come with again (a different request with the same key is a 422). */
  request: unknown;
  statusCode: number;
  write: (db: Db) => Promise<T>;
}

/**
 * Runs a write at most once per Idempotency-Key (per user and operation): the first request's
 * answer is remembered in the same transaction as the write, and a retry with the same key and
 * request gets that answer back without writing again. Two retries at once wait for each other on
 * the key's lock. A refused write (any error) remembers nothing, so the retry is judged afresh: it
 * left no row behind.
 */
export async function idempotentWrite<T>(db: Db, caller: Caller, { operation, key, request, statusCode, write }: IdempotentWrite<T>): Promise<T> {
  if (!key) return write(db);
  const hash = requestHash(request);
  return db.transaction().execute(async (trx) => {
    await lockIdempotencyKey(trx, caller.userId, operation, key);
    const remembered = await findRememberedAnswer(trx, caller.userId, operation, key);
    if (remembered) {
      if (remembered.requestHash !== hash) {
        throw new HttpProblem(422, 'Unprocessable Content', PROBLEM_MESSAGES.idempotencyKeyReused, fieldErrors({ 'idempotency-key': [PROBLEM_MESSAGES.idempotencyKeyNew] }));
      }
      return remembered.response as T;
    }
    const answer = await write(joinedTransaction(trx));
    await rememberAnswer(trx, caller.userId, operation, key, { requestHash: hash, statusCode, response: answer });
    return answer;
  });
}
