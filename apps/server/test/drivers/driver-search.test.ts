import { DriverSchema } from '@portal/domain/drivers/driver-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DEMO, type TestApp } from '../helper';
import { actor, BLUE_RIDGE, companyId, LONE_STAR, type Actor } from '../shipments/fixtures';

let t: TestApp;
let dispatch: Actor;
let blueRidge: number;
let loneStar: number;
beforeAll(async () => {
  t = await buildTestApp();
  dispatch = await actor(t.app, t.db, DEMO.dispatcher);
  blueRidge = await companyId(t.db, BLUE_RIDGE);
  loneStar = await companyId(t.db, LONE_STAR);
});
afterAll(async () => t?.close());

const search = (who: Actor, query: string) => who.request('GET', `/portal/api/drivers${query}`);

describe('GET /portal/api/drivers (search drivers)', () => {
  it("lists the caller's active drivers by last name, with the total", async () => {
    const response = await search(dispatch, '');
    expect(response.statusCode).toBe(200);
    const { data, totalCount } = response.json();
    const expected = await t.db.selectFrom('drivers').select(['id', 'last_name', 'first_name']).where('company_id', '=', blueRidge).where('is_active', '=', true).orderBy('last_name').orderBy('first_name').orderBy('id').execute();
    expect(totalCount).toBe(expected.length);
    expect(data.map((d: { id: number }) => d.id)).toEqual(expected.map((d) => d.id));
    // The spec's Driver (id, names, primary e-mail, mobile phone, picture) plus the licence and status the drivers page shows.
    expect(Object.keys(data[0]).sort()).toEqual(Object.keys(DriverSchema.shape).sort());
  });

  it('matches part of the name, e-mail or phone, in any case, and pages', async () => {
    const driver = await t.db.selectFrom('drivers').selectAll().where('company_id', '=', blueRidge).orderBy('id').executeTakeFirstOrThrow();
    for (const q of [driver.last_name.slice(1, 4).toUpperCase(), `${driver.first_name} ${driver.last_name}`.toLowerCase()]) {
      const { data } = (await search(dispatch, `?q=${encodeURIComponent(q)}`)).json();
      expect(data.map((d: { id: number }) => d.id)).toContain(driver.id);
    }
    expect((await search(dispatch, '?q=%25')).json().totalCount).toBe(0); // a literal %, not a wildcard
    const pageOne = (await search(dispatch, '?pageSize=2&page=1')).json();
    const pageTwo = (await search(dispatch, '?pageSize=2&page=2')).json();
    expect(pageOne.data).toHaveLength(2);
    expect(pageTwo.data[0].id).not.toBe(pageOne.data[0].id);
  });

  it('leaves out inactive drivers', async () => {
    const driver = await t.db.selectFrom('drivers').select('id').where('company_id', '=', blueRidge).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await t.db.updateTable('drivers').set({ is_active: false }).where('id', '=', driver.id).execute();
    const { data } = (await search(dispatch, '')).json();
    expect(data.map((d: { id: number }) => d.id)).not.toContain(driver.id);
    await t.db.updateTable('drivers').set({ is_active: true }).where('id', '=', driver.id).execute();
  });

  it("answers 404 for another company's drivers and 400 for a bad companyId", async () => {
    expect((await search(dispatch, `?companyId=${loneStar}`)).statusCode).toBe(404);
    expect((await search(dispatch, `?companyId=${blueRidge}`)).statusCode).toBe(200);
    expect((await search(dispatch, '?companyId=abc')).statusCode).toBe(400);
    expect((await search(dispatch, '?pageSize=1000')).statusCode).toBe(400);
  });

  it('is refused to payers; a broker gets its own (no) drivers', async () => {
    const payer = await actor(t.app, t.db, DEMO.payer);
    expect((await search(payer, '')).statusCode).toBe(403);
    const broker = await actor(t.app, t.db, DEMO.broker);
    const answer = await search(broker, '');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: [], totalCount: 0 });
  });
});
