import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CaseAnswerSchema } from '@portal/domain/cases/case-schemas';
import { CarrierCaseResolutionType as R, CasePriority as P, CaseSource, CaseStatus as S, CaseType as T } from '@portal/domain/cases/case-status';
import { buildTestApp, DEMO, type TestApp } from '../helper';
import { BLUE_RIDGE, DAY, LONE_STAR, OTHER_CARRIER_USER, companyId, insertCase, insertShipment, sessions, userId } from './fixtures';

/**
 * The case list filters, each on its own against fixture cases QC-001..QC-008 (searching 'QC-'
 * keeps the demo seed's cases out of the expected sets).
 */
let t: TestApp;
const headers = sessions(() => t.app);
const ids: Record<string, number> = {};
const shipments: Record<string, { id: number; number: string }> = {};
let orderId: number;
const now = Date.now();
const startOfTodayUtc = new Date(new Date(now).toISOString().slice(0, 10) + 'T00:00:00Z').getTime();
const dateOnly = (ms: number) => new Date(ms).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.db;
  const blueRidge = await companyId(db, BLUE_RIDGE);
  const loneStar = await companyId(db, LONE_STAR);
  const customers = await db.selectFrom('companies').select('id').where('kind', '=', 'Customer').where('is_broker', '=', false).orderBy('id').limit(2).execute();
  ids.blueRidge = blueRidge;
  ids.loneStar = loneStar;
  ids.customer1 = customers[0].id;
  ids.customer2 = customers[1].id;
  ids.claims = await userId(db, 'claims@summitfreight.test');
  ids.ops = await userId(db, DEMO.ops);
  orderId = (await db.selectFrom('orders').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  shipments.s1 = await insertShipment(db, { carrierId: blueRidge, customerId: ids.customer1 });
  shipments.s2 = await insertShipment(db, { carrierId: blueRidge, customerId: ids.customer2 });
  shipments.s3 = await insertShipment(db, { carrierId: loneStar, customerId: ids.customer1 });

  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
  ids.c1 = await insertCase(db, {
    number: 'QC-001', shipmentId: shipments.s1.id, carrierId: blueRidge, customerId: ids.customer1, type: T.Detention, status: S.New,
    description: 'Waited at dock alpha for five hours', incidentAt: new Date(Math.max(startOfTodayUtc, now - 3_600_000)), createdAt: at(70),
  });
  ids.c2 = await insertCase(db, {
    number: 'QC-002', shipmentId: shipments.s2.id, carrierId: blueRidge, customerId: ids.customer2, type: T.Lumper, source: CaseSource.Broker,
    status: S.InitialRequestSentToCustomer, priority: P.High, assigneeUserId: ids.claims, incidentAt: new Date(now - 3 * DAY), followUpAt: new Date(now + 2 * DAY), createdAt: at(60),
  });
  ids.c3 = await insertCase(db, {
    number: 'QC-003', shipmentId: shipments.s2.id, carrierId: blueRidge, customerId: ids.customer1, type: T.Layover, status: S.OnHoldCarrierDocumentsPending,
    priority: P.Low, assigneeUserId: ids.ops, incidentAt: new Date(now - 20 * DAY), followUpAt: new Date(now - DAY), createdAt: at(50),
  });
  ids.c4 = await insertCase(db, {
    number: 'QC-004', carrierId: blueRidge, customerId: ids.customer2, type: T.Detention, status: S.FollowUpSentToCustomer, resolution: R.Paid,
    incidentAt: new Date(now - 40 * DAY), createdAt: at(40),
  });
  ids.c5 = await insertCase(db, { number: 'QC-005', carrierId: blueRidge, type: T.Damage, source: CaseSource.System, status: S.Resolved, resolution: R.Declined, createdAt: at(30) });
  ids.c6 = await insertCase(db, { number: 'QC-006', carrierId: blueRidge, type: T.Other, status: S.Voided, createdAt: at(20) });
  ids.c7 = await insertCase(db, {
    number: 'QC-007', shipmentId: shipments.s3.id, orderId, carrierId: loneStar, customerId: ids.customer1, involved: [blueRidge], type: T.Dispute, status: S.New, amountCents: null, createdAt: at(10),
  });
  ids.c8 = await insertCase(db, { number: 'QC-008', shipmentId: shipments.s3.id, carrierId: loneStar, customerId: ids.customer1, status: S.New, createdAt: at(5) });
});

afterAll(async () => {
  await t?.close();
});

async function list(query: string, email: string = DEMO.carrierAdmin, base = '/portal/api/cases') {
  const params = new URLSearchParams(query);
  for (const [key, value] of Object.entries({ search: 'QC-', pageSize: '100', sort: 'caseNumber asc' })) if (!params.has(key)) params.set(key, value);
  const response = await t.app.inject({ method: 'GET', url: `${base}?${params}`, headers: await headers(email) });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { data: { caseNumber: string }[]; totalCount: number };
  return { numbers: body.data.map((c) => c.caseNumber), totalCount: body.totalCount, body };
}

const n = (...numbers: number[]) => numbers.map((x) => `QC-00${x}`);

describe('GET /portal/api/cases: visibility', () => {
  it('shows a carrier its own cases and cases it is involved in, not other carriers\' cases', async () => {
    expect(await list('')).toMatchObject({ numbers: n(1, 2, 3, 4, 5, 6, 7), totalCount: 7 });
  });

  it('shows the other carrier its own cases only', async () => {
    expect((await list('', OTHER_CARRIER_USER)).numbers).toEqual(n(7, 8));
  });

  it('shows brokerage staff every case', async () => {
    expect((await list('', DEMO.ops)).numbers).toEqual(n(1, 2, 3, 4, 5, 6, 7, 8));
  });

  it('answers the same through the Trucks API', async () => {
    const trucks = await list('', DEMO.carrierAdmin, '/trucks/api/v2/cases');
    expect(trucks.numbers).toEqual(n(1, 2, 3, 4, 5, 6, 7));
    expect(trucks.totalCount).toBe(7);
  });
});

describe('GET /portal/api/cases: each filter', () => {
  it('shipmentId', async () => expect((await list(`shipmentId=${shipments.s2.id}`)).numbers).toEqual(n(2, 3)));
  it('orderId', async () => expect((await list(`orderId=${orderId}`)).numbers).toEqual(n(7)));

  it('caseSources by name, code, bracketed key and comma list', async () => {
    expect((await list('caseSources=Broker')).numbers).toEqual(n(2));
    expect((await list('caseSources=System')).numbers).toEqual(n(5));
    expect((await list('caseSources=1&caseSources=3')).numbers).toEqual(n(2, 5));
    expect((await list('caseSources[]=Broker,System')).numbers).toEqual(n(2, 5));
    expect((await list('caseSources=Carrier%20Portal')).numbers).toEqual(n(1, 3, 4, 6, 7));
  });

  it('caseTypes', async () => {
    expect((await list('caseTypes=Detention')).numbers).toEqual(n(1, 4));
    expect((await list('caseTypes=Detention&caseTypes=Lumper')).numbers).toEqual(n(1, 2, 4));
    expect((await list(`caseTypes=${T.Dispute}`)).numbers).toEqual(n(7));
    expect((await list('caseTypes=TONU')).numbers).toEqual([]);
  });

  it('caseStatuses by collapsed group: a Paid or Declined resolution is Resolved whatever the status', async () => {
    expect((await list('caseStatuses=New')).numbers).toEqual(n(1, 7));
    expect((await list('caseStatuses=In%20Progress')).numbers).toEqual(n(2));
    expect((await list('caseStatuses=InProgress')).numbers).toEqual(n(2));
    expect((await list('caseStatuses=On%20Hold')).numbers).toEqual(n(3));
    expect((await list('caseStatuses=Resolved')).numbers).toEqual(n(4, 5, 6));
  });

  it('caseStatuses by detailed code, and groups and codes together', async () => {
    expect((await list(`caseStatuses=${S.FollowUpSentToCustomer}`)).numbers).toEqual(n(4));
    expect((await list(`caseStatuses=Voided`)).numbers).toEqual(n(6));
    expect((await list(`caseStatuses=New&caseStatuses=${S.OnHoldCarrierDocumentsPending}`)).numbers).toEqual(n(1, 3, 7));
  });

  it('casePriority', async () => {
    expect((await list('casePriority=High')).numbers).toEqual(n(2));
    expect((await list(`casePriority=${P.Low}`)).numbers).toEqual(n(3));
  });

  it('involvedPartyIds, customerIds, carrierIds', async () => {
    expect((await list(`involvedPartyIds=${ids.loneStar}`)).numbers).toEqual(n(7));
    expect((await list(`involvedPartyIds=${ids.customer2}`)).numbers).toEqual(n(2, 4));
    expect((await list(`customerIds=${ids.customer2}`)).numbers).toEqual(n(2, 4));
    expect((await list(`carrierIds=${ids.loneStar}`)).numbers).toEqual(n(7));
    expect((await list(`carrierIds=${ids.loneStar}`, DEMO.ops)).numbers).toEqual(n(7, 8));
  });

  it('assignees and unassignedOnly', async () => {
    expect((await list(`assignees=${ids.claims}`)).numbers).toEqual(n(2));
    expect((await list(`assignees=${ids.claims},${ids.ops}`)).numbers).toEqual(n(2, 3));
    expect((await list('unassignedOnly=true')).numbers).toEqual(n(1, 4, 5, 6, 7));
    expect((await list('unassignedOnly=false')).totalCount).toBe(7);
  });

  it('activeOnly leaves out resolved, paid, declined and voided cases', async () => {
    expect((await list('activeOnly=true')).numbers).toEqual(n(1, 2, 3, 7));
  });

  it('incidentTimeRange presets and a custom range', async () => {
    expect((await list('incidentTimeRange=Today')).numbers).toEqual(n(1));
    expect((await list('incidentTimeRange=Last7Days')).numbers).toEqual(n(1, 2));
    expect((await list('incidentTimeRange=Last30Days')).numbers).toEqual(n(1, 2, 3));
    expect((await list(`incidentTimeRange=Custom&incidentFromDate=${dateOnly(now - 25 * DAY)}&incidentToDate=${dateOnly(now - 15 * DAY)}`)).numbers).toEqual(n(3));
    expect((await list(`incidentFromDate=${new Date(now - 45 * DAY).toISOString()}&incidentToDate=${new Date(now - 35 * DAY).toISOString()}`)).numbers).toEqual(n(4));
    expect((await list('incidentTimeRange=All')).totalCount).toBe(7);
  });

  it('followUpTimeRange presets and a custom range', async () => {
    expect((await list('followUpTimeRange=Overdue')).numbers).toEqual(n(3));
    expect((await list('followUpTimeRange=Next7Days')).numbers).toEqual(n(2));
    expect((await list(`followUpTimeRange=Custom&followUpFromDate=${dateOnly(now - 2 * DAY)}&followUpToDate=${dateOnly(now + 3 * DAY)}`)).numbers).toEqual(n(2, 3));
  });

  it('search matches case number, shipment number and description', async () => {
    const byShipment = await t.app.inject({ method: 'GET', url: `/portal/api/cases?search=${shipments.s2.number}&sort=caseNumber asc`, headers: await headers(DEMO.carrierAdmin) });
    expect(byShipment.json().data.map((c: { caseNumber: string }) => c.caseNumber)).toEqual(n(2, 3));
    const byText = await t.app.inject({ method: 'GET', url: '/portal/api/cases?search=dock%20ALPHA', headers: await headers(DEMO.carrierAdmin) });
    expect(byText.json().data.map((c: { caseNumber: string }) => c.caseNumber)).toEqual(n(1));
    const byNumber = await t.app.inject({ method: 'GET', url: '/portal/api/cases?search=qc-004', headers: await headers(DEMO.carrierAdmin) });
    expect(byNumber.json()).toMatchObject({ totalCount: 1, data: [{ caseNumber: 'QC-004' }] });
    const wildcard = await t.app.inject({ method: 'GET', url: '/portal/api/cases?search=%25', headers: await headers(DEMO.carrierAdmin) });
    expect(wildcard.json().totalCount).toBe(0);
  });

  it('filters combine with AND', async () => {
    expect((await list(`caseTypes=Detention&caseStatuses=New&customerIds=${ids.customer1}`)).numbers).toEqual(n(1));
  });
});

describe('GET /portal/api/cases: sort and pages', () => {
  it('sorts by a whitelisted field in either direction', async () => {
    expect((await list('sort=caseNumber%20desc')).numbers).toEqual(n(7, 6, 5, 4, 3, 2, 1));
    expect((await list('sort=createdAt%20asc')).numbers).toEqual(n(1, 2, 3, 4, 5, 6, 7));
    expect((await list('sort=createdAt%20desc')).numbers).toEqual(n(7, 6, 5, 4, 3, 2, 1));
    // Ties keep the id order of the direction asked, so pages never overlap.
    expect((await list('sort=priority%20desc')).numbers).toEqual(n(2, 7, 6, 5, 4, 1, 3));
    expect((await list('sort=priority%20asc')).numbers).toEqual(n(3, 1, 4, 5, 6, 7, 2));
  });

  it('puts cases without a value last, whichever the direction', async () => {
    // QC-007 has no amount.
    expect((await list('sort=amount%20asc')).numbers).toEqual(n(1, 2, 3, 4, 5, 6, 7));
    expect((await list('sort=amount%20desc')).numbers).toEqual(n(6, 5, 4, 3, 2, 1, 7));
  });

  it('sorts newest first by default', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/portal/api/cases?search=QC-', headers: await headers(DEMO.carrierAdmin) });
    expect(response.json().data.map((c: { caseNumber: string }) => c.caseNumber)).toEqual(n(7, 6, 5, 4, 3, 2, 1));
  });

  it('pages with page and pageSize, counting every match', async () => {
    expect(await list('pageSize=2&page=2')).toMatchObject({ numbers: n(3, 4), totalCount: 7 });
    expect(await list('pageSize=2&page=5')).toMatchObject({ numbers: [], totalCount: 7 });
  });

  it('answers 50 rows a page by default', async () => {
    const firstPage = async () => {
      const response = await t.app.inject({ method: 'GET', url: '/portal/api/cases', headers: await headers(DEMO.ops) });
      expect(response.statusCode).toBe(200);
      return response.json() as { data: unknown[]; totalCount: number };
    };
    // More cases than one page holds, whatever the seed has (QD- cases stay out of the QC- searches).
    for (let i = (await firstPage()).totalCount; i <= 50; i += 1) await insertCase(t.db, { number: `QD-${i}`, carrierId: ids.blueRidge });
    const body = await firstPage();
    expect(body.totalCount).toBeGreaterThan(50);
    expect(body.data).toHaveLength(50);
  });
});

describe('GET /portal/api/cases: bad input is a 400 naming the parameter, never a 500', () => {
  it.each([
    ['sort=password%20asc', 'querystring.sort'],
    ['sort=createdAt%20sideways', 'querystring.sort'],
    ['sort=createdAt;drop%20table%20cases', 'querystring.sort'],
    ['page=0', 'querystring.page'],
    ['page=abc', 'querystring.page'],
    ['pageSize=0', 'querystring.pageSize'],
    ['pageSize=101', 'querystring.pageSize'],
    ['pageSize=-5', 'querystring.pageSize'],
    ['shipmentId=abc', 'querystring.shipmentId'],
    ['shipmentId=99999999999', 'querystring.shipmentId'],
    ['caseStatuses=Lost', 'querystring.caseStatuses'],
    ['caseTypes=Teleport', 'querystring.caseTypes.0'],
    ['caseSources=Fax', 'querystring.caseSources.0'],
    ['casePriority=Meh', 'querystring.casePriority.0'],
    ['carrierIds=x', 'querystring.carrierIds.0'],
    ['activeOnly=maybe', 'querystring.activeOnly'],
    ['incidentTimeRange=Fortnight', 'querystring.incidentTimeRange'],
    ['incidentTimeRange=Custom', 'querystring.incidentFromDate'],
    ['incidentFromDate=2024-02-30', 'querystring.incidentFromDate'],
    ['followUpFromDate=2024-05-10&followUpToDate=2024-05-01', 'querystring.followUpToDate'],
    ['timeZone=Mars/Olympus', 'querystring.timeZone'],
  ])('%s', async (query, field) => {
    const response = await t.app.inject({ method: 'GET', url: `/portal/api/cases?${query}`, headers: await headers(DEMO.carrierAdmin) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(Object.keys(response.json().errors)).toContain(field);
  });

  it('refuses the same on the Trucks API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/trucks/api/v2/cases?sort=nope&pageSize=1000', headers: await headers(DEMO.carrierAdmin) });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['querystring.pageSize', 'querystring.sort']);
  });
});

describe('the Case shape', () => {
  it('answers every field of a case', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/portal/api/cases/QC-002', headers: await headers(DEMO.carrierAdmin) });
    expect(response.statusCode).toBe(200);
    // The answer is the documented contract, then these values.
    const c = CaseAnswerSchema.parse(response.json()).data;
    expect(c).toMatchObject({
      id: ids.c2,
      caseNumber: 'QC-002',
      shipmentId: shipments.s2.id,
      shipmentNumber: shipments.s2.number,
      caseType: { value: T.Lumper, displayName: 'Lumper' },
      caseSource: { value: CaseSource.Broker, displayName: 'Broker' },
      status: { value: S.InitialRequestSentToCustomer, displayName: 'Initial Request Sent To Customer' },
      statusDescription: 'Initial Request Sent To Customer',
      statusGroup: 'In Progress',
      carrierCaseResolutionType: { value: 0, displayName: 'None' },
      isVoided: false,
      priority: { value: P.High, displayName: 'High' },
      amount: 100,
      approvedAmount: null,
      carrier: { id: ids.blueRidge, name: BLUE_RIDGE },
      customer: { id: ids.customer2 },
      assignee: { id: ids.claims, firstName: 'Dana', lastName: 'Whitfield' },
      lane: { origin: { city: 'Roanoke', state: 'VA' }, destination: { city: 'Columbus', state: 'OH' } },
    });
    expect(c.involvedParties.map((p) => p.companyId).sort()).toEqual([ids.blueRidge, ids.customer2].sort());
    expect(Date.parse(c.createdAt)).toBeGreaterThan(0);
    expect(Date.parse(c.followUpAt ?? '')).toBeGreaterThan(now);
  });

  it('describes a paid case as Resolved, with the resolution in the description', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/portal/api/cases/${ids.c4}`, headers: await headers(DEMO.carrierAdmin) });
    expect(response.json().data).toMatchObject({ caseNumber: 'QC-004', statusGroup: 'Resolved', statusDescription: 'Follow Up Sent To Customer - Paid', lane: null });
  });

  it('marks a voided case', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/portal/api/cases/QC-006', headers: await headers(DEMO.carrierAdmin) });
    expect(response.json().data).toMatchObject({ isVoided: true, statusGroup: 'Resolved' });
  });
});

describe('the API reference', () => {
  it('documents the case routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of ['/portal/api/cases', '/portal/api/cases/{caseNumber}', '/portal/api/cases/{id}/history', '/portal/api/internal/cases/{id}', '/trucks/api/v2/cases', '/trucks/api/v2/cases/count_stats', '/trucks/api/v2/cases/{id}/history']) {
      expect(paths).toContain(path);
    }
  });
});
