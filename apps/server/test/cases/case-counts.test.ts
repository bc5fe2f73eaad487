import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaseStatusCountsAnswerSchema, type CaseStatusCounts } from '@portal/domain/cases/case-schemas';
import { CarrierCaseResolutionType as R, CaseSource, CaseStatus as S } from '@portal/domain/cases/case-status';
import { buildTestApp, DEMO, type TestApp } from '../helper';
import { BLUE_RIDGE, companyId, insertCase, sessions } from './fixtures';

/** Status counts (Portal and Trucks), the collapse into the statuses users see, and the system view. */
let t: TestApp;
const headers = sessions(() => t.app);
let blueRidge: number;

beforeAll(async () => {
  t = await buildTestApp();
  blueRidge = await companyId(t.db, BLUE_RIDGE);
});

afterAll(async () => {
  await t?.close();
});

async function countStats(email: string = DEMO.carrierAdmin): Promise<CaseStatusCounts> {
  const response = await t.app.inject({ method: 'GET', url: '/trucks/api/v2/cases/count_stats', headers: await headers(email) });
  expect(response.statusCode, response.body).toBe(200);
  return CaseStatusCountsAnswerSchema.parse(response.json()).data;
}

async function total(query: string, email: string = DEMO.carrierAdmin): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url: `/portal/api/cases?pageSize=1&${query}`, headers: await headers(email) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().totalCount;
}

describe('case counts', () => {
  it('the Trucks API count_stats answers what the Portal API status counts answer', async () => {
    const portal = await t.app.inject({ method: 'GET', url: '/portal/api/cases/status-counts', headers: await headers(DEMO.carrierAdmin) });
    expect(portal.statusCode).toBe(200);
    expect(await countStats()).toEqual(portal.json().data);
  });

  it('every count matches the list filtered by that collapsed status, and the groups add up to all cases', async () => {
    const counts = await countStats();
    expect(counts.new).toBe(await total('caseStatuses=New'));
    expect(counts.inProgress).toBe(await total('caseStatuses=In Progress'));
    expect(counts.onHold).toBe(await total('caseStatuses=On Hold'));
    expect(counts.resolved).toBe(await total('caseStatuses=Resolved'));
    expect(counts.system).toBe(await total('caseSources=System'));
    expect(counts.new + counts.inProgress + counts.onHold + counts.resolved).toBe(await total(''));
    // The demo carrier has cases in every group (the seed spreads ~20 over the statuses).
    expect(Math.min(counts.new, counts.inProgress, counts.onHold, counts.resolved)).toBeGreaterThan(0);
  });

  it('counts a Paid or Declined resolution as Resolved whatever the detailed status', async () => {
    const before = await countStats();
    await insertCase(t.db, { number: 'QC-CNT-1', carrierId: blueRidge, status: S.InitialRequestSentToCustomer, resolution: R.Paid });
    await insertCase(t.db, { number: 'QC-CNT-2', carrierId: blueRidge, status: S.OnHoldBrokerUpdatePending, resolution: R.Declined });
    await insertCase(t.db, { number: 'QC-CNT-3', carrierId: blueRidge, status: S.New, resolution: R.Paid });
    await insertCase(t.db, { number: 'QC-CNT-4', carrierId: blueRidge, status: S.FollowUpSentToCustomer });
    const after = await countStats();
    expect(after).toEqual({ ...before, resolved: before.resolved + 3, inProgress: before.inProgress + 1 });

    const listed = await t.app.inject({ method: 'GET', url: '/portal/api/cases?search=QC-CNT&sort=caseNumber asc', headers: await headers(DEMO.carrierAdmin) });
    expect(listed.json().data.map((c: { statusGroup: string }) => c.statusGroup)).toEqual(['Resolved', 'Resolved', 'Resolved', 'In Progress']);
  });

  it('counts cases the system opened in the system view (and in their status group)', async () => {
    const before = await countStats();
    await insertCase(t.db, { number: 'QC-SYS-1', carrierId: blueRidge, source: CaseSource.System, status: S.New });
    await insertCase(t.db, { number: 'QC-SYS-2', carrierId: blueRidge, source: CaseSource.System, status: S.Resolved, resolution: R.Paid });
    expect(await countStats()).toEqual({ ...before, system: before.system + 2, new: before.new + 1, resolved: before.resolved + 1 });
    expect(await total('caseSources=System&search=QC-SYS')).toBe(2);
  });

  it("counts only the caller's own cases", async () => {
    const other = await countStats('dispatch@lonestarhaulers.test');
    const before = { ...other };
    await insertCase(t.db, { number: 'QC-CNT-BR', carrierId: blueRidge, status: S.New });
    expect(await countStats('dispatch@lonestarhaulers.test')).toEqual(before);
  });

  it('counts every case for the brokerage', async () => {
    const counts = await countStats(DEMO.ops);
    const all = await t.db.selectFrom('cases').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(counts.new + counts.inProgress + counts.onHold + counts.resolved).toBe(Number(all.n));
  });
});
