import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { CaseSource, CaseStatus, CarrierCaseResolutionType } from '@portal/domain/cases/case-status';
import { PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import { RateRequestStatus } from '@portal/domain/rates/rate-request-status';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import { authHeaders, DEMO, testAppForFile, type TestSession } from '../helper';
import { anotherCarrier, assignDriver, HOUR_AGO, IN_AN_HOUR, insertShipment, insertTender } from './fixtures';

const t = testAppForFile({ carrier: DEMO.carrierAdmin, dispatch: DEMO.dispatcher, broker: DEMO.broker, driver: DEMO.driver, factoring: DEMO.factoring, payer: DEMO.payer, ops: DEMO.ops });

let carrierId: number;
let otherCarrierId: number;
let brokerId: number;
let factoringId: number;

beforeAll(async () => {
  carrierId = t.carrier.user.companyId;
  otherCarrierId = await anotherCarrier(t.db, carrierId);
  brokerId = t.broker.user.companyId;
  factoringId = t.factoring.user.companyId;
});

const get = (session: TestSession, url: string, carrierApi = false) => t.app.inject({ method: 'GET', url, headers: authHeaders(session, { carrierApi }) });

async function total(session: TestSession, url: string): Promise<number> {
  const response = await get(session, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().totalCount;
}

const BADGE = '/trucks/api/v2/shipments/total_count?needsUpdates=true&statuses=3&statuses=4&statuses=5&statuses=6&statuses=7';

describe('GET /trucks/api/v2/shipments/total_count (Shipments badge)', () => {
  it('counts only overdue shipments booked to the carrier, never the load board or other carriers', async () => {
    const before = await total(t.carrier, BADGE);
    await insertShipment(t.db, { status: ShipmentStatus.Dispatched, carrierId, nextStopDueAt: HOUR_AGO() });
    await insertShipment(t.db, { status: ShipmentStatus.InTransit, carrierId, nextStopDueAt: HOUR_AGO() });
    await insertShipment(t.db, { status: ShipmentStatus.Booked, carrierId, nextStopDueAt: IN_AN_HOUR() }); // not due yet
    await insertShipment(t.db, { status: ShipmentStatus.Delivered, carrierId, nextStopDueAt: HOUR_AGO() }); // delivered: no update needed
    await insertShipment(t.db, { status: ShipmentStatus.ReadyToBook, nextStopDueAt: HOUR_AGO() }); // load board
    await insertShipment(t.db, { status: ShipmentStatus.InTransit, carrierId: otherCarrierId, nextStopDueAt: HOUR_AGO() });
    expect(await total(t.carrier, BADGE)).toBe(before + 2);
    // The whole company shares the badge.
    expect(await total(t.dispatch, BADGE)).toBe(before + 2);
  });

  it('equals an independent count of the seed data', async () => {
    const expected = await t.db
      .selectFrom('shipments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('carrier_id', '=', carrierId)
      .where('status', 'in', [3, 4, 5])
      .where('next_stop_due_at', '<', new Date())
      .executeTakeFirstOrThrow();
    const atStopOverdue = await total(t.carrier, '/trucks/api/v2/shipments/total_count?needsUpdates=true&statuses=6');
    expect(await total(t.carrier, BADGE)).toBe(Number(expected.n) + atStopOverdue);
  });

  it('without needsUpdates counts by status', async () => {
    const expected = await t.db
      .selectFrom('shipments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('carrier_id', '=', carrierId)
      .where('status', 'in', [7, 8])
      .executeTakeFirstOrThrow();
    expect(await total(t.carrier, '/trucks/api/v2/shipments/total_count?statuses=7,8')).toBe(Number(expected.n));
  });

  it("a driver counts only the loads assigned to them; a broker its customers' loads", async () => {
    const driverRow = await t.db.selectFrom('users').select('driver_id').where('id', '=', t.driver.user.id).executeTakeFirstOrThrow();
    expect(driverRow.driver_id).not.toBeNull();
    const driverBefore = await total(t.driver, BADGE);
    const brokerBefore = await total(t.broker, BADGE);
    const assigned = await insertShipment(t.db, { status: ShipmentStatus.InTransit, carrierId, customerId: brokerId, nextStopDueAt: HOUR_AGO() });
    await assignDriver(t.db, assigned.id, driverRow.driver_id!);
    await insertShipment(t.db, { status: ShipmentStatus.InTransit, carrierId, nextStopDueAt: HOUR_AGO() });
    expect(await total(t.driver, BADGE)).toBe(driverBefore + 1);
    expect(await total(t.broker, BADGE)).toBe(brokerBefore + 1);
  });

  it('is not for factoring companies or payers (403), and validates statuses', async () => {
    expect((await get(t.factoring, BADGE)).statusCode).toBe(403);
    expect((await get(t.factoring, BADGE)).json().detail).toBe('You are not Authorized for this content');
    expect((await get(t.payer, BADGE)).statusCode).toBe(403);
    const bad = await get(t.carrier, '/trucks/api/v2/shipments/total_count?statuses=abc&needsUpdates=maybe');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).join(' ')).toMatch(/statuses/);
    expect(Object.keys(bad.json().errors).join(' ')).toMatch(/needsUpdates/);
  });
});

describe('GET /portal/api/tenders/count', () => {
  it('counts live Sent tenders of the caller company; an expired Sent tender does not count', async () => {
    const url = '/portal/api/tenders/count?statuses=0';
    const before = await total(t.carrier, url);
    const otherBefore = await total(t.broker, url);
    const shipment = await insertShipment(t.db, { status: ShipmentStatus.Tendering, customerId: brokerId });
    await insertTender(t.db, { shipmentId: shipment.id, carrierId, status: TenderOfferStatus.Sent, expiresAt: IN_AN_HOUR() });
    await insertTender(t.db, { shipmentId: shipment.id, carrierId, status: TenderOfferStatus.Sent, expiresAt: HOUR_AGO() });
    await insertTender(t.db, { shipmentId: shipment.id, carrierId, status: TenderOfferStatus.Rejected, expiresAt: IN_AN_HOUR() });
    await insertTender(t.db, { shipmentId: shipment.id, carrierId: otherCarrierId, status: TenderOfferStatus.Sent, expiresAt: IN_AN_HOUR() });
    expect(await total(t.carrier, url)).toBe(before + 1);
    // The broker sees the tenders on its customer shipment: the two live Sent ones.
    expect(await total(t.broker, url)).toBe(otherBefore + 2);
    const rejected = await total(t.carrier, '/portal/api/tenders/count?statuses=2');
    expect(rejected).toBeGreaterThanOrEqual(1);
  });

  it('is for CarrierPortal users', async () => {
    expect((await get(t.driver, '/portal/api/tenders/count?statuses=0')).statusCode).toBe(403);
    expect((await get(t.factoring, '/portal/api/tenders/count?statuses=0')).statusCode).toBe(403);
  });
});

describe('GET /portal/api/rate-requests/count', () => {
  it('counts open requests sent to the caller company', async () => {
    const url = '/portal/api/rate-requests/count?statuses=0';
    const before = await total(t.carrier, url);
    const shipment = await insertShipment(t.db, { status: ShipmentStatus.ReadyToBook });
    const values = (carrier: number, status: number, expiresAt: Date | null) => ({ shipment_id: shipment.id, carrier_id: carrier, status, expires_at: expiresAt });
    await t.db
      .insertInto('rate_requests')
      .values([
        values(carrierId, RateRequestStatus.Sent, null),
        values(carrierId, RateRequestStatus.Sent, IN_AN_HOUR()),
        values(carrierId, RateRequestStatus.Sent, HOUR_AGO()),
        values(carrierId, RateRequestStatus.Offered, null),
        values(otherCarrierId, RateRequestStatus.Sent, null),
      ])
      .execute();
    expect(await total(t.carrier, url)).toBe(before + 2);
  });
});

describe('GET /portal/api/ap-invoices/counts', () => {
  const countsOf = async (session: TestSession) => {
    const response = await get(session, '/portal/api/ap-invoices/counts');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Record<'uninvoiced' | 'pending' | 'invoiced' | 'paid', { invoiceAmount: number; shipmentCount: number }>;
  };
  let invoiceSeq = 0;
  async function invoice(shipmentId: number, v: { carrier: number; remitTo?: number; status: number; cents: number; external?: string; paidDaysAgo?: number }) {
    await t.db
      .insertInto('ap_invoices')
      .values({
        invoice_number: `QTI${++invoiceSeq}`,
        shipment_id: shipmentId,
        carrier_id: v.carrier,
        remit_to_company_id: v.remitTo ?? null,
        status: v.status,
        invoice_amount_cents: v.cents,
        external_invoice_number: v.external ?? null,
        paid_at: v.paidDaysAgo === undefined ? null : sql<Date>`now() - make_interval(days => ${v.paidDaysAgo})`,
      })
      .execute();
  }
  const cents = (dollars: number) => Math.round(dollars * 100);

  it('buckets invoices from integer cents, for the carrier and the factoring company', async () => {
    const carrierBefore = await countsOf(t.carrier);
    const factoringBefore = await countsOf(t.factoring);
    const a = await insertShipment(t.db, { status: ShipmentStatus.Delivered, carrierId });
    const b = await insertShipment(t.db, { status: ShipmentStatus.Delivered, carrierId });
    await invoice(a.id, { carrier: carrierId, status: PayablesInvoiceStatus.Draft, cents: 10_001 }); // uninvoiced
    await invoice(a.id, { carrier: carrierId, status: PayablesInvoiceStatus.Draft, cents: 20_002, external: '  ' }); // blank number: uninvoiced
    await invoice(b.id, { carrier: carrierId, status: PayablesInvoiceStatus.Draft, cents: 30_003, external: 'INV-9', remitTo: factoringId }); // pending
    await invoice(b.id, { carrier: carrierId, status: PayablesInvoiceStatus.Received, cents: 1, remitTo: factoringId }); // invoiced
    await invoice(b.id, { carrier: carrierId, status: PayablesInvoiceStatus.Settled, cents: 2 }); // invoiced
    await invoice(a.id, { carrier: carrierId, status: PayablesInvoiceStatus.PaidInFull, cents: 99_999, paidDaysAgo: 10, remitTo: factoringId }); // paid
    await invoice(a.id, { carrier: carrierId, status: PayablesInvoiceStatus.PaidInFull, cents: 55_555, paidDaysAgo: 61 }); // too old
    await invoice(a.id, { carrier: carrierId, status: PayablesInvoiceStatus.Voided, cents: 77_777 }); // no bucket
    await invoice(a.id, { carrier: otherCarrierId, status: PayablesInvoiceStatus.Draft, cents: 12_345 }); // someone else's

    const after = await countsOf(t.carrier);
    const diff = (bucket: keyof typeof after) => ({
      amountCents: cents(after[bucket].invoiceAmount) - cents(carrierBefore[bucket].invoiceAmount),
      shipments: after[bucket].shipmentCount - carrierBefore[bucket].shipmentCount,
    });
    expect(diff('uninvoiced').amountCents).toBe(30_003);
    expect(diff('pending').amountCents).toBe(30_003);
    expect(diff('invoiced').amountCents).toBe(3);
    expect(diff('paid').amountCents).toBe(99_999);
    for (const bucket of ['uninvoiced', 'pending', 'invoiced', 'paid'] as const) {
      expect(Number.isInteger(cents(after[bucket].invoiceAmount))).toBe(true);
      expect(after[bucket].invoiceAmount).toBe(Number(after[bucket].invoiceAmount.toFixed(2)));
    }

    const factoringAfter = await countsOf(t.factoring);
    expect(cents(factoringAfter.pending.invoiceAmount) - cents(factoringBefore.pending.invoiceAmount)).toBe(30_003);
    expect(cents(factoringAfter.invoiced.invoiceAmount) - cents(factoringBefore.invoiced.invoiceAmount)).toBe(1);
    expect(cents(factoringAfter.paid.invoiceAmount) - cents(factoringBefore.paid.invoiceAmount)).toBe(99_999);
    expect(cents(factoringAfter.uninvoiced.invoiceAmount)).toBe(cents(factoringBefore.uninvoiced.invoiceAmount));
  });

  it('is not for drivers or payers', async () => {
    expect((await get(t.driver, '/portal/api/ap-invoices/counts')).statusCode).toBe(403);
    expect((await get(t.payer, '/portal/api/ap-invoices/counts')).statusCode).toBe(403);
  });

  it('a broker sees no carrier payables', async () => {
    const counts = await countsOf(t.broker);
    for (const bucket of Object.values(counts)) expect(bucket).toEqual({ invoiceAmount: 0, shipmentCount: 0 });
  });
});

describe('GET /portal/api/cases/status-counts', () => {
  let caseSeq = 0;
  async function insertCase(v: { carrier: number | null; status: number; resolution?: number; source?: number; involved?: number[]; shipmentId?: number }) {
    const row = await t.db
      .insertInto('cases')
      .values({
        case_number: `QTC${++caseSeq}`,
        carrier_id: v.carrier,
        shipment_id: v.shipmentId ?? null,
        case_type: 0,
        status: v.status,
        carrier_case_resolution_type: v.resolution ?? CarrierCaseResolutionType.None,
        case_source: v.source ?? CaseSource.CarrierPortal,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const company of v.involved ?? []) await t.db.insertInto('case_involved_parties').values({ case_id: row.id, company_id: company }).execute();
  }
  const counts = async (session: TestSession) => {
    const response = await get(session, '/portal/api/cases/status-counts');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Record<'new' | 'inProgress' | 'onHold' | 'resolved' | 'system', number>;
  };

  it('collapses statuses, includes involved-party cases, and counts system cases', async () => {
    const before = await counts(t.carrier);
    await insertCase({ carrier: carrierId, status: CaseStatus.New });
    await insertCase({ carrier: carrierId, status: CaseStatus.New, source: CaseSource.System });
    await insertCase({ carrier: carrierId, status: CaseStatus.FollowUpSentToCustomer });
    await insertCase({ carrier: carrierId, status: CaseStatus.OnHoldCarrierDocumentsPending });
    await insertCase({ carrier: carrierId, status: CaseStatus.OnHoldBrokerUpdatePending, resolution: CarrierCaseResolutionType.Paid }); // resolved
    await insertCase({ carrier: carrierId, status: CaseStatus.Voided });
    await insertCase({ carrier: otherCarrierId, status: CaseStatus.New, involved: [carrierId] }); // involved party
    await insertCase({ carrier: otherCarrierId, status: CaseStatus.New }); // not ours
    const after = await counts(t.carrier);
    expect({
      new: after.new - before.new,
      inProgress: after.inProgress - before.inProgress,
      onHold: after.onHold - before.onHold,
      resolved: after.resolved - before.resolved,
      system: after.system - before.system,
    }).toEqual({ new: 3, inProgress: 1, onHold: 1, resolved: 2, system: 1 });
  });

  it('a driver counts cases on the loads assigned to them only', async () => {
    const driverRow = await t.db.selectFrom('users').select('driver_id').where('id', '=', t.driver.user.id).executeTakeFirstOrThrow();
    const before = await counts(t.driver);
    const assigned = await insertShipment(t.db, { status: ShipmentStatus.InTransit, carrierId });
    await assignDriver(t.db, assigned.id, driverRow.driver_id!);
    const other = await insertShipment(t.db, { status: ShipmentStatus.InTransit, carrierId });
    await insertCase({ carrier: carrierId, status: CaseStatus.New, shipmentId: assigned.id });
    await insertCase({ carrier: carrierId, status: CaseStatus.New, shipmentId: other.id });
    expect((await counts(t.driver)).new).toBe(before.new + 1);
  });

  it('is not for brokers (Accessorial Requests are hidden for them) or factoring companies', async () => {
    expect((await get(t.broker, '/portal/api/cases/status-counts')).statusCode).toBe(403);
    expect((await get(t.factoring, '/portal/api/cases/status-counts')).statusCode).toBe(403);
  });
});

describe('GET /portal/api/contacts/access-requests/open-count', () => {
  const url = '/portal/api/contacts/access-requests/open-count';
  it('admins see the open requests of their company', async () => {
    const before = await total(t.carrier, url);
    const request = (companyId: number, status: string) => ({ company_id: companyId, email: `qt${Math.random()}@demo.test`, first_name: 'Q', last_name: 'T', status });
    await t.db.insertInto('access_requests').values([request(carrierId, 'Open'), request(carrierId, 'Approved'), request(otherCarrierId, 'Open')]).execute();
    expect(await total(t.carrier, url)).toBe(before + 1);
  });

  it('non-admins are refused', async () => {
    const response = await get(t.dispatch, url);
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe('You are not Authorized for this content');
    expect((await get(t.driver, url)).statusCode).toBe(403);
  });
});
