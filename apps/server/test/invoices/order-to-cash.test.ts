import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayablesInvoiceStatus as P } from '@portal/domain/invoices/payables-invoice-status';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { openInvoiceOnDelivery } from '../../src/modules/payables/payables-lifecycle.service';
import { buildTestApp, DEMO, type TestApp } from '../helper';
import { createOrder } from '../orders/fixtures';
import { loadWithOrder } from '../rating/rating-fixtures';
import { APEX, BLUE_RIDGE, clientFor, companyId, HEARTLAND, HOUR, PLACES, type Client } from '../load-board/freight-fixtures';
import { PDF_BASE64 } from './invoice-test-kit';

/**
 * The money follows the freight, on loads the test makes: the booked rate becomes the load's line
 * haul, the delivery opens the carrier's invoice with every line the load gathered, and the invoice
 * goes Draft -> Received (the carrier, with its paperwork) -> Settled -> Paid in Full (the brokerage),
 * ending on the payee's remittance.
 */
let t: TestApp;
let broker: Client;
let dispatch: Client;
let ap: Client;
let ops: Client;
let factoring: Client;
let ids: { apex: number; blueRidge: number; heartland: number; capital: number };

beforeAll(async () => {
  t = await buildTestApp();
  [broker, dispatch, ap, ops, factoring] = await Promise.all([
    clientFor(t.app, DEMO.broker),
    clientFor(t.app, DEMO.dispatcher),
    clientFor(t.app, 'ap@summitfreight.test'),
    clientFor(t.app, DEMO.ops),
    clientFor(t.app, DEMO.factoring),
  ]);
  ids = {
    apex: await companyId(t.db, APEX),
    blueRidge: await companyId(t.db, BLUE_RIDGE),
    heartland: await companyId(t.db, HEARTLAND),
    capital: await companyId(t.db, 'Capital Factoring Co'),
  };
});
afterAll(async () => t?.close());

const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR).toISOString();

/** A two-stop order (Atlanta to Charlotte) whose pickup was this morning, entered by the broker. */
function todaysOrder() {
  return {
    shippingMode: 'TL',
    equipmentMode: 'Dry',
    equipmentTypes: ["Van 53'"],
    submit: true,
    stops: [
      {
        stopType: 'Pickup',
        location: { name: 'Apex Atlanta DC', addressLine1: '191 Peachtree St NE', city: 'Atlanta', state: 'GA', postalCode: '30303', ianaTimezone: 'America/New_York' },
        earlyDateTime: at(9),
        lateDateTime: at(5),
        lineItems: [{ description: 'Paper towels', packageCount: 20, palletCount: 20, totalWeight: 12000, packagingUnitType: 'Pallet' }],
      },
      {
        stopType: 'Dropoff',
        location: { name: 'Charlotte Receiving', addressLine1: '600 S Tryon St', city: 'Charlotte', state: 'NC', postalCode: '28202', ianaTimezone: 'America/New_York' },
        earlyDateTime: at(3),
        lateDateTime: at(-3),
      },
    ],
  };
}

const charges = (shipmentId: number) =>
  t.db.selectFrom('charges').select(['description', 'rate_cents', 'ap_invoice_id', 'third_party_invoice_id', 'case_id']).where('shipment_id', '=', shipmentId).orderBy('id').execute();

const stopsOf = (shipmentId: number) => t.db.selectFrom('shipment_stops').select(['id', 'stop_type']).where('shipment_id', '=', shipmentId).orderBy('stop_number').execute();

/** The dispatcher records arrival and departure at every stop, the last departure delivering the load. */
async function runTheLoad(shipmentId: number, hoursAgo = [7, 6, 2, 1]) {
  const stops = await stopsOf(shipmentId);
  for (const [n, stop] of stops.entries()) {
    const arrival = await dispatch.send('POST', `/portal/api/shipments/${shipmentId}/stops/${stop.id}/arrival`, { arrivedAt: at(hoursAgo[2 * n]) });
    expect(arrival.statusCode, arrival.body).toBe(200);
    const departure = await dispatch.send('POST', `/portal/api/shipments/${shipmentId}/stops/${stop.id}/departure`, { departedAt: at(hoursAgo[2 * n + 1]) });
    expect(departure.statusCode, departure.body).toBe(200);
  }
}

async function upload(target: Record<string, number>, fileType: string) {
  const response = await dispatch.send('POST', '/portal/api/documents', { name: 'paper.pdf', fileType, data: PDF_BASE64, ...target });
  expect(response.statusCode, response.body).toBe(201);
}

describe('order to cash', () => {
  it('books at $500, delivers, opens the invoice, and the carrier submits it; the brokerage settles and pays; the factor sees the check', async () => {
    const order = await createOrder(t, broker.session, todaysOrder());
    const shipmentId = order.shipment.id;

    // Booking at a rate writes the line haul; the Financials show it before any invoice exists.
    const booked = await broker.send('POST', `/portal/api/shipments/${shipmentId}/book-contract-tl`, { rate: 500, carrierId: ids.blueRidge });
    expect(booked.json()).toMatchObject({ bookingSucceeded: true });
    expect(await charges(shipmentId)).toEqual([{ description: 'Line Haul', rate_cents: 50_000, ap_invoice_id: null, third_party_invoice_id: null, case_id: null }]);
    const financials = await dispatch.get(`/portal/api/shipments/${shipmentId}/carrier-charge-details`);
    expect(financials.statusCode, financials.body).toBe(200);
    expect(financials.json()).toMatchObject({ total: 500, charges: [{ description: 'Line Haul', rate: 500, units: 1, total: 500 }] });

    await runTheLoad(shipmentId);
    const shipment = await t.db.selectFrom('shipments').select(['status']).where('id', '=', shipmentId).executeTakeFirstOrThrow();
    expect(shipment.status).toBe(ShipmentStatus.Delivered);

    // The delivery opened the carrier's invoice: Draft, in Action Required, remitted to Blue Ridge's factor.
    const invoice = await t.db.selectFrom('ap_invoices').selectAll().where('shipment_id', '=', shipmentId).executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({ status: P.Draft, carrier_id: ids.blueRidge, remit_to_company_id: ids.capital, invoice_amount_cents: 50_000 });
    expect(invoice.invoice_number).toMatch(/^AP-\d+$/);
    const seededMax = await t.db.selectFrom('ap_invoices').select('invoice_number').where('id', '<>', invoice.id).execute();
    expect(seededMax.every((row) => row.invoice_number !== invoice.invoice_number)).toBe(true);
    expect((await charges(shipmentId)).every((line) => line.ap_invoice_id === invoice.id)).toBe(true);
    const actionRequired = await dispatch.get(`/portal/api/ap-invoices?status=1&searchTerm=${invoice.invoice_number}`);
    expect(actionRequired.json().data.map((row: { invoiceNumber: string }) => row.invoiceNumber)).toEqual([invoice.invoice_number]);
    const activity = await t.db.selectFrom('shipment_activity').select(['kind', 'description']).where('shipment_id', '=', shipmentId).where('kind', '=', 'InvoiceOpened').execute();
    expect(activity).toEqual([{ kind: 'InvoiceOpened', description: `Invoice ${invoice.invoice_number} opened for $500.00; submit it with the proof of delivery` }]);

    // The carrier submits it with the proof of delivery and its own invoice.
    const orderStops = await t.db.selectFrom('order_stops').select(['id', 'stop_type']).where('order_id', '=', order.id).execute();
    await upload({ orderStopId: orderStops.find((s) => s.stop_type === 'Dropoff')!.id, shipmentId }, 'Proof of Delivery');
    await upload({ apInvoiceId: invoice.id }, 'AP Invoice');
    const submitted = await dispatch.send('PATCH', `/portal/api/ap-invoices/${invoice.id}`, { externalInvoiceNumber: 'BRT-77001', externalInvoiceAmount: '500.00' });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ submission: { submitted: true }, data: { status: { value: P.Received } } });

    // The brokerage's payables clerk approves (settles) it; an administrator pays it.
    const settled = await ap.send('POST', `/portal/api/internal/ap-invoices/${invoice.id}/settle`);
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json()).toMatchObject({ data: { status: { value: P.Settled } } });
    const checkNumber = `OTC-${Date.now() % 1_000_000}`;
    const paid = await ops.send('POST', '/portal/api/internal/payments', { checkNumber, paymentType: 0, paymentDate: new Date().toISOString().slice(0, 10), invoiceIds: [invoice.id] });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ data: { checkNumber, amount: 500, paidTo: { id: ids.capital } } });

    // The payee is the factor: the check is on its remittance and on the carrier's.
    for (const client of [factoring, dispatch]) {
      const details = await client.get(`/portal/api/payments/${checkNumber}/details`);
      expect(details.statusCode, details.body).toBe(200);
      expect(details.json().data.map((row: { invoiceNumber: string }) => row.invoiceNumber)).toEqual([invoice.invoice_number]);
    }
    const after = await t.db.selectFrom('ap_invoices').select(['status', 'paid_amount_cents']).where('id', '=', invoice.id).executeTakeFirstOrThrow();
    expect(after).toEqual({ status: P.PaidInFull, paid_amount_cents: 50_000 });
  });

  it('writes the line haul anew when a rescinded load is booked again at another rate', async () => {
    const order = await createOrder(t, broker.session, todaysOrder());
    const shipmentId = order.shipment.id;
    await broker.send('POST', `/portal/api/shipments/${shipmentId}/book-contract-tl`, { rate: 500, carrierId: ids.blueRidge });
    const rescinded = await broker.send('POST', `/portal/api/shipments/${shipmentId}/rescind`, { reason: 'Customer moved the date' });
    expect(rescinded.statusCode, rescinded.body).toBe(200);
    expect(await charges(shipmentId)).toEqual([]);
    await broker.send('POST', `/portal/api/shipments/${shipmentId}/book-contract-tl`, { rate: 650, carrierId: ids.blueRidge });
    expect((await charges(shipmentId)).map((line) => line.rate_cents)).toEqual([65_000]);
  });

  it('adds an accessorial the brokerage paid before delivery to the invoice the delivery opens', async () => {
    const order = await createOrder(t, broker.session, todaysOrder());
    const shipmentId = order.shipment.id;
    await broker.send('POST', `/portal/api/shipments/${shipmentId}/book-contract-tl`, { rate: 500, carrierId: ids.blueRidge });
    const opened = await dispatch.send('POST', '/portal/api/cases', { shipmentId, caseType: 'Detention', amount: '150.00', description: 'Held three hours at the shipper' });
    expect(opened.statusCode, opened.body).toBe(201);
    const paidCase = await ops.send('PATCH', `/portal/api/internal/cases/${opened.json().data.id}`, { carrierCaseResolutionType: 'Paid', approvedAmount: '120.00' });
    expect(paidCase.statusCode, paidCase.body).toBe(200);

    await runTheLoad(shipmentId);
    const invoice = await t.db.selectFrom('ap_invoices').select(['id', 'invoice_amount_cents']).where('shipment_id', '=', shipmentId).executeTakeFirstOrThrow();
    expect(invoice.invoice_amount_cents).toBe(62_000);
    const lines = await charges(shipmentId);
    expect(lines.map((line) => [line.rate_cents, line.ap_invoice_id])).toEqual([
      [50_000, invoice.id],
      [12_000, invoice.id],
    ]);
  });

  it("bills a third-party payer's customer to the payer (TP-...) and opens no AP invoice; a delivery opens one invoice only", async () => {
    const load = await loadWithOrder(t.db, { origin: PLACES.chicago, destination: PLACES.dallas, customerId: ids.heartland, pickupEarly: new Date(Date.now() - 30 * HOUR) });
    const booked = await ops.send('POST', `/portal/api/shipments/${load.id}/book-contract-tl`, { rate: 1800, carrierId: ids.blueRidge });
    expect(booked.json(), booked.body).toMatchObject({ bookingSucceeded: true });
    await runTheLoad(load.id, [29, 28, 3, 2]);

    expect(await t.db.selectFrom('ap_invoices').select('id').where('shipment_id', '=', load.id).execute()).toEqual([]);
    const billed = await t.db.selectFrom('third_party_invoices').selectAll().where('shipment_id', '=', load.id).execute();
    expect(billed).toHaveLength(1);
    expect(billed[0]).toMatchObject({ status: P.Draft, carrier_id: ids.blueRidge, factoring_company_id: ids.capital, invoice_amount_cents: 180_000 });
    expect(billed[0].invoice_number).toMatch(/^TP-\d+$/);

    // Opening is once per load: asked again, the delivery finds the live invoice and opens none.
    const row = await t.db.selectFrom('shipments').selectAll().where('id', '=', load.id).executeTakeFirstOrThrow();
    expect(await t.db.transaction().execute((trx) => openInvoiceOnDelivery(trx, row, new Date()))).toBeUndefined();
  });
});
