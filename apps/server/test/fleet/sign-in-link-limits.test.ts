import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { authHeaders, buildTestApp, DEMO, type TestApp } from '../helper';
import { actor, LONE_STAR_DISPATCH, type Actor } from '../shipments/fixtures';

let t: TestApp;
let dispatch: Actor;
let otherCarrier: Actor;
/** A second server on the same database, as another process would be. */
let secondProcess: FastifyInstance;

beforeAll(async () => {
  t = await buildTestApp();
  dispatch = await actor(t.app, t.db, DEMO.dispatcher);
  otherCarrier = await actor(t.app, t.db, LONE_STAR_DISPATCH);
  const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: `.tmp/data-${process.pid}`, CALLER_CACHE_SECONDS: '0' } as NodeJS.ProcessEnv);
  secondProcess = await buildApp({ config: { ...config, webDist: undefined }, db: t.db, engine: inject('testDatabase').kind === 'pglite' ? 'pglite' : 'postgres' });
  await secondProcess.ready();
});
afterAll(async () => {
  await secondProcess?.close();
  await t?.close();
});

let drivers = 0;
async function newDriver(who: Actor = dispatch): Promise<{ id: number; mobilePhone: string }> {
  const n = ++drivers;
  const mobilePhone = `(540) 555-${String(1000 + n)}`;
  const created = await who.request('POST', '/portal/api/drivers', {
    firstName: 'Lim',
    lastName: `Ited${n}`,
    email: `lim.ited${n}@drivers.example`,
    mobilePhone,
    licenseNumber: `VA${10000000 + n}`,
    licenseState: 'va',
    licenseExpiresOn: '2031-05-31',
  });
  expect(created.statusCode, created.body).toBe(201);
  return { id: created.json().data.id, mobilePhone };
}

const send = (app: FastifyInstance, who: Actor, driverId: number, channel: 'Email' | 'Text') =>
  app.inject({ method: 'POST', url: `/portal/api/drivers/${driverId}/sign-in-link`, headers: authHeaders(who.session), payload: { channel } });

const textsTo = async (phone: string) =>
  Number((await t.db.selectFrom('outbox_sms').select((eb) => eb.fn.countAll<number>().as('n')).where('to_number', '=', phone).executeTakeFirstOrThrow()).n);

describe('sign-in links a day', () => {
  it('sends a driver at most 5 a day, counted in the database across processes, and says when the next may go', async () => {
    const driver = await newDriver();
    const codes: number[] = [];
    // Spread over two servers on one database: the count is the database's, not a process's.
    for (let i = 0; i < 5; i++) codes.push((await send(i % 2 === 0 ? t.app : secondProcess, dispatch, driver.id, 'Text')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200]);

    const refused = await send(secondProcess, dispatch, driver.id, 'Text');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(refused.json().detail).toBe('Lim Ited1 was sent 5 sign-in links in the last 24 hours, the most a driver gets; the next can be sent in about 24 hours.');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(refused.json().retryAfterSeconds).toBe(retryAfter);
    // E-mail and resending count too, and nothing more went out.
    expect((await send(t.app, dispatch, driver.id, 'Email')).statusCode).toBe(429);
    expect((await dispatch.request('POST', `/portal/api/drivers/${driver.id}/sign-in-link/resend`)).statusCode).toBe(429);
    expect(await textsTo(driver.mobilePhone)).toBe(5);

    // A day after the oldest, one more may go.
    const oldest = await t.db.selectFrom('driver_sign_in_links').select('id').where('driver_id', '=', driver.id).orderBy('id').limit(1).executeTakeFirstOrThrow();
    await t.db.updateTable('driver_sign_in_links').set({ created_at: sql`now() - interval '25 hours'` }).where('id', '=', oldest.id).execute();
    expect((await send(t.app, dispatch, driver.id, 'Text')).statusCode).toBe(200);
    expect((await send(t.app, dispatch, driver.id, 'Text')).statusCode).toBe(429);
  });

  it('lets no burst past the count: of 8 sends at once, 5 go', async () => {
    const driver = await newDriver();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => send(i % 2 === 0 ? t.app : secondProcess, dispatch, driver.id, 'Text')));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(await textsTo(driver.mobilePhone)).toBe(5);
  });

  it('sends a company at most 100 a day; another company is not held up', async () => {
    const driver = await newDriver();
    const { company_id: companyId } = await t.db.selectFrom('drivers').select('company_id').where('id', '=', driver.id).executeTakeFirstOrThrow();
    const sentToday = await t.db
      .selectFrom('driver_sign_in_links as l')
      .innerJoin('drivers as d', 'd.id', 'l.driver_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('d.company_id', '=', companyId)
      .where('l.created_at', '>', sql<Date>`now() - interval '24 hours'`)
      .executeTakeFirstOrThrow();
    // The company's earlier sends today, made up to 100 on another of its drivers.
    const other = await newDriver();
    const token = await t.db
      .insertInto('auth_tokens')
      .values({ user_id: dispatch.userId, kind: 'DriverEntry', token_hash: `made-up-${Date.now()}`, expires_at: sql`now()` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const missing = 100 - Number(sentToday.n);
    await t.db
      .insertInto('driver_sign_in_links')
      .values(Array.from({ length: missing }, () => ({ driver_id: other.id, auth_token_id: token.id, channel: 'Text', sent_to: other.mobilePhone, sent_by_user_id: dispatch.userId })))
      .execute();

    const refused = await send(t.app, dispatch, driver.id, 'Email');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toMatch(/^Your company sent 100 sign-in links in the last 24 hours, the most it may; the next can be sent in about \d+ hours?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const elsewhere = await newDriver(otherCarrier);
    expect((await send(t.app, otherCarrier, elsewhere.id, 'Text')).statusCode).toBe(200);
  });
});
