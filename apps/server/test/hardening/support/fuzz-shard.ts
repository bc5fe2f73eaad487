import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, buildTestApp, DEMO, login, type TestApp, type TestSession } from '../../helper';
import { findUserById } from '../../../src/modules/auth/auth.repository';
import { startSession } from '../../../src/modules/auth/sessions';
import { invalidInputsFor, type FuzzCase } from './invalid-inputs';
import { listOperations, type Operation } from './openapi-operations';

/**
 * Fuzzing, generated from the registered routes (the OpenAPI document): every operation gets a few
 * hundred invalid inputs from a seeded generator and must never answer 5xx, and must answer every
 * 4xx with a problem document. A new route is fuzzed as soon as it is registered.
 *
 * The operations are dealt to FUZZ_SHARDS test files (fuzz-<n>.test.ts), operation i to file
 * i % FUZZ_SHARDS, each on its own copy of the database: one file of 51,600 requests was the last to
 * start on a fresh clone and kept one Vitest worker busy for minutes after the other had finished.
 * An operation keeps its seed (FUZZ_SEED + its index in the whole list), so the inputs are the same.
 *
 * FUZZ_RUNS sets the inputs per operation (default 200), FUZZ_SEED the seed (a failure prints it).
 */
export const FUZZ_SHARDS = 4;
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);

/**
 * The roles that may reach an operation, tried in this order; the first one not refused the area
 * fuzzes it. The brokerage's Admin comes last: the internal routes (the back office's list, approving,
 * paying) refuse everyone else, and would otherwise be fuzzed only as far as their 403.
 */
const ROLES = [DEMO.carrierAdmin, DEMO.broker, DEMO.factoring, DEMO.payer, DEMO.driver, DEMO.ops] as const;

/**
 * Operations that end the caller's own session or change its password: fuzzed with a session of
 * their own so the rest of the run keeps a valid token.
 */
const ENDS_SESSION = /\/auth\/(logout|change-password)|\/profile\/password/;

/**
 * The signed-in user's own account (details, password, sessions, two-factor, language): fuzzed as the demo
 * dispatcher of another carrier (no other part of the run signs in as them) with a token minted
 * for the operation, since these may change the address, count password
 * guesses towards a lock or end the user's sessions.
 */
const CHANGES_OWN_ACCOUNT = /^\/portal\/api\/users\/me\/(password|sign-out-other-sessions|sessions|two-factor|language)|^\/portal\/api\/users\/me$/;

async function mintedSession(): Promise<TestSession> {
  const user = await findUserById(t.db, ownAccountUserId);
  if (!user) throw new Error('The own-account user is missing');
  const { accessToken } = await startSession(t.app, user);
  return { token: accessToken, apiKey: user.api_key, user: { ...sessions.get(ROLES[0])!.user, id: user.id, companyId: user.company_id } };
}
let ownAccountUserId = 0;
const OWN_ACCOUNT_USER = 'dispatch@lonestarhaulers.test';

interface Failure {
  request: string;
  problem: string;
}

let t: TestApp;
const sessions = new Map<string, TestSession>();
let address = 0;


function urlOf(operation: Operation, input: FuzzCase): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => input.path[name] ?? '1');
  const search = new URLSearchParams(input.query).toString();
  return search ? `${path}?${search}` : path;
}

/** How long a stream (an answer that stays open) is read before the request is dropped: it opened, so it answered 200. */
const STREAM_OPEN_MS = 150;

async function send(operation: Operation, session: TestSession | undefined, input: FuzzCase) {
  if (!operation.streams) return sendOnce(operation, session, input);
  try {
    return await sendOnce(operation, session, input, AbortSignal.timeout(STREAM_OPEN_MS));
  } catch (error) {
    if ((error as Error).name !== 'AbortError' && (error as Error).name !== 'TimeoutError') throw error;
    return { status: 200, contentType: 'text/event-stream', body: '' };
  }
}

async function sendOnce(operation: Operation, session: TestSession | undefined, input: FuzzCase, signal?: AbortSignal) {
  const response = await t.app.inject({
    method: operation.method as 'GET',
    url: urlOf(operation, input),
    headers: {
      ...(session ? authHeaders(session, { carrierApi: operation.path.startsWith('/carrier/api') }) : {}),
      ...(input.payload ? { 'content-type': input.payload.contentType } : {}),
    },
    // Each request from its own address, so the per-address limits of the sign-in routes do not
    // turn the run into a wall of 429s that hides the routes' own answers.
    remoteAddress: `10.88.${Math.floor(++address / 250) % 250}.${(address % 250) + 1}`,
    ...(input.payload && operation.method !== 'GET' ? { payload: input.payload.text } : {}),
    ...(signal ? { signal } : {}),
  });
  return { status: response.statusCode, contentType: String(response.headers['content-type'] ?? ''), body: response.body };
}

/** The session that fuzzes an operation: the first role the area does not refuse. */
async function sessionFor(operation: Operation, probe: FuzzCase): Promise<TestSession | undefined> {
  if (operation.isPublic) return undefined;
  if (ENDS_SESSION.test(operation.path)) return login(t.app, DEMO.dispatcher);
  if (CHANGES_OWN_ACCOUNT.test(operation.path) && operation.method !== 'GET') return mintedSession();
  for (const email of ROLES) {
    const session = sessions.get(email)!;
    if ((await send(operation, session, probe)).status !== 403) return session;
  }
  return sessions.get(ROLES[0]);
}

function problemOf(sent: { status: number; contentType: string; body: string }): string | undefined {
  if (sent.status >= 500) return `answered ${sent.status}: ${sent.body.slice(0, 300)}`;
  if (sent.status < 400) return undefined;
  if (!sent.contentType.startsWith('application/problem+json')) return `answered ${sent.status} as ${sent.contentType || 'no content type'}`;
  const body = JSON.parse(sent.body) as Record<string, unknown>;
  const missing = ['type', 'title', 'status', 'detail'].filter((key) => body[key] === undefined);
  if (missing.length > 0 || body.status !== sent.status) return `problem document without ${missing.join(', ') || 'a matching status'}`;
  return undefined;
}

/** Registers the test of one shard: the operations whose index in the whole list is `shard` modulo FUZZ_SHARDS. */
export function fuzzShard(shard: number) {
  beforeAll(async () => {
    // Callers are remembered as in production (the helper turns that off for tests that change users):
    // tens of thousands of requests need not each read their user row again.
    t = await buildTestApp({ CALLER_CACHE_SECONDS: '300' });
    for (const email of ROLES) sessions.set(email, await login(t.app, email));
    ownAccountUserId = (await t.db.selectFrom('users').select('id').where('email', '=', OWN_ACCOUNT_USER).executeTakeFirstOrThrow()).id;
  }, 120_000);
  afterAll(async () => t?.close());

  describe(`fuzzing every operation with invalid input (part ${shard + 1} of ${FUZZ_SHARDS})`, () => {
    it('never answers 5xx, and answers every 4xx with a problem document', async () => {
      const all = listOperations(t.app);
      const failures: Failure[] = [];
      const statuses = new Map<number, number>();
      let requests = 0;
      const operations = [...all.entries()].filter(([index]) => index % FUZZ_SHARDS === shard);
      for (const [index, operation] of operations) {
        const inputs = fc.sample(invalidInputsFor(operation), { numRuns: RUNS, seed: SEED + index });
        const session = await sessionFor(operation, inputs[0]);
        for (const input of inputs) {
          const sent = await send(operation, session, input);
          requests++;
          statuses.set(sent.status, (statuses.get(sent.status) ?? 0) + 1);
          const problem = problemOf(sent);
          if (problem) failures.push({ request: `${operation.method} ${operation.path} (${input.what})`, problem });
        }
      }
      const tally = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ');
      console.log(`fuzz part ${shard + 1}/${FUZZ_SHARDS}: ${operations.length} of ${all.length} operations, ${requests} requests (seed ${SEED}), ${failures.length} failures; answers ${tally}`);
      expect(all.length).toBeGreaterThan(100);
      expect(statuses.get(400) ?? 0, 'most invalid input is refused as a 400').toBeGreaterThan(requests / 3);
      expect(failures.slice(0, 40), failures.slice(0, 40).map((f) => `${f.request}\n    ${f.problem}`).join('\n')).toEqual([]);
    }, 600_000);
  });
}
