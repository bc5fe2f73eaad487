import { beforeAll, describe, expect, it } from 'vitest';
import { EntityType } from '@portal/domain/common/entity-type';
import { INVOICE_AMOUNT_NOT_NUMERIC, INVOICE_ENTRY_REQUIRED } from '@portal/domain/invoices/invoice-entry';
import { INVOICE_UPDATED, NOT_AUTHORIZED, SHIPMENT_MUST_BE_DELIVERED } from '@portal/domain/common/messages';
import { PayablesInvoiceStatus as P } from '@portal/domain/invoices/payables-invoice-status';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { DEMO, testAppForFile } from '../helper';
import { BLUE_RIDGE, cents, companyId, problem, replaceCharges, seededInvoice, signInClient, uploadPdf, type Client } from './invoice-test-kit';

const t = testAppForFile({ carrier: DEMO.carrierAdmin, dispatch: DEMO.dispatcher, factoring: DEMO.factoring, ops: DEMO.ops }, signInClient);

let blueRidgeId: number;

beforeAll(async () => {
  blueRidgeId = await companyId(t.db, BLUE_RIDGE);
});

const url = (id: number | string) => `/carrier/api/v2/invoices/${id}`;

const blueRidgeInvoice = (status: number, skip = 0) => seededInvoice(t.db, blueRidgeId, status, skip);

/** Uploads whatever the invoice still misses, through the documents area. */
async function uploadMissing(c: Client, invoiceId: number) {
  const required = (await c.get(`${url(invoiceId)}/required_documents`)).json() as {
    data: { fileType: number; isUploaded: boolean; orderStopId: number | null; shipmentId: number | null }[];
  };
  for (const r of required.data.filter((x) => !x.isUploaded)) {
    if (r.fileType === 1) await uploadPdf(c, { orderStopId: r.orderStopId!, shipmentId: r.shipmentId! }, 'Proof of Delivery');
    else if (r.fileType === 3) await uploadPdf(c, { apInvoiceId: invoiceId }, 'AP Invoice');
    else await uploadPdf(c, { shipmentId: r.shipmentId! }, 'Shipment Miscellaneous');
  }
}

describe('submitting an invoice (Draft -> Received)', () => {
  it('saves the entry of a delivered Draft but keeps it Draft while required documents are missing', async () => {
    const invoice = await blueRidgeInvoice(P.Draft);
    const response = await t.carrier.patch(url(invoice.id), { externalInvoiceNumber: ' BRT-9001 ', externalInvoiceAmount: '1250.50' });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.message).toBe(INVOICE_UPDATED);
    expect(answer.data.status).toEqual({ value: P.Draft, displayName: 'Draft' });
    expect(answer.data.externalInvoiceNumber).toBe('BRT-9001');
    expect(answer.data.externalInvoiceAmount).toBe(1250.5);
    expect(answer.submission.submitted).toBe(false);
    expect(answer.submission.missingDocuments.length).toBeGreaterThan(0);
    expect(answer.submission.reason).toContain(answer.submission.missingDocuments[0]);
    const stored = await t.db.selectFrom('ap_invoices').select(['external_invoice_amount_cents', 'status']).where('id', '=', invoice.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ external_invoice_amount_cents: 125050, status: P.Draft });
    // With its number entered it has left Action Required for Pending.
    const pending = (await t.carrier.get(`/carrier/api/v2/invoices?status=Pending&searchTerm=${invoice.invoice_number}`)).json();
    expect(pending.data.map((r: { id: number }) => r.id)).toContain(invoice.id);
    const uninvoiced = (await t.carrier.get(`/carrier/api/v2/invoices?searchTerm=${invoice.invoice_number}`)).json();
    expect(uninvoiced.totalCount).toBe(0);
  });

  it('moves Draft to Received once the shipment is delivered and every required document is uploaded', async () => {
    const invoice = await blueRidgeInvoice(P.Draft);
    await uploadMissing(t.carrier, invoice.id);
    const required = (await t.carrier.get(`${url(invoice.id)}/required_documents`)).json();
    expect(required.uploadedCount).toBe(required.requiredCount);
    expect(required.requiredCount).toBeGreaterThanOrEqual(2); // proof of delivery and the carrier invoice

    const response = await t.carrier.patch(url(invoice.id), { externalInvoiceAmount: 1250.5 });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.submission).toEqual({ submitted: true, reason: null, missingDocuments: [] });
    expect(answer.data.status).toEqual({ value: P.Received, displayName: 'Received' });
    expect(answer.data.chipColor).toBe('error');
    expect(answer.data.receivedAt).not.toBeNull();
    expect(answer.data.numberOfUploadedRequiredDocuments).toBe(answer.data.numberOfRequiredDocuments);

    // Still editable while Received; a save no longer submits anything.
    const again = await t.dispatch.patch(url(invoice.id), { externalInvoiceNumber: 'BRT-9001-A' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status.value).toBe(P.Received);
    expect(again.json().submission).toEqual({ submitted: false, reason: null, missingDocuments: [] });
  });

  it('lists the invoice documents with their required flag, and the notes carriers may read', async () => {
    const invoice = await blueRidgeInvoice(P.Received);
    // The carrier's invoice: a required document of the invoice.
    const carrierInvoice = await uploadPdf(t.carrier, { apInvoiceId: invoice.id }, 'AP Invoice');
    const documents = (await t.carrier.get(`${url(invoice.id)}/documents`)).json() as { data: { id: string; required: boolean }[]; totalCount: number };
    const requiredIds = new Set(((await t.carrier.get(`${url(invoice.id)}/required_documents`)).json().data as { documentIds: string[] }[]).flatMap((r) => r.documentIds));
    expect(documents.data.map((d) => d.id)).toContain(carrierInvoice.id);
    expect(documents.totalCount).toBe(documents.data.length);
    for (const d of documents.data) {
      expect(Object.keys(d)).toEqual(expect.arrayContaining(['id', 'name', 'type', 'entityType', 'entityId', 'entityDescription', 'extension', 'required']));
      expect(d.required).toBe(requiredIds.has(d.id));
    }
    expect(documents.data.find((d) => d.id === carrierInvoice.id)?.required).toBe(true);
    await t.db
      .insertInto('notes')
      .values([
        { entity_type: EntityType.AP_INVOICE, entity_id: invoice.id, content: 'Short paid the lumper', allow_portal_access: true },
        { entity_type: EntityType.AP_INVOICE, entity_id: invoice.id, content: 'internal: check the rate con', allow_portal_access: false },
      ])
      .execute();
    const notes = (await t.carrier.get(`${url(invoice.id)}/notes`)).json();
    expect(notes.items.map((n: { content: string }) => n.content)).toEqual(['Short paid the lumper']);
  });

  it('saves an invoice before delivery, and refuses its submission until the shipment is delivered', async () => {
    const invoice = await blueRidgeInvoice(P.Draft, 1);
    await t.db.updateTable('shipments').set({ status: ShipmentStatus.InTransit }).where('id', '=', invoice.shipment_id).execute();
    // Every required document is there: only the delivery holds the submission back.
    await uploadMissing(t.carrier, invoice.id);
    for (const [path, body] of [
      [url(invoice.id), { externalInvoiceNumber: 'EARLY-1' }],
      [`/portal/api/ap-invoices/${invoice.id}`, { invoiceId: invoice.id, externalInvoiceNumber: 'EARLY-2', externalInvoiceAmount: '980.25' }],
    ] as const) {
      const response = await t.carrier.patch(path, body);
      expect(response.statusCode, path).toBe(200);
      const answer = response.json();
      expect(answer.message).toBe(INVOICE_UPDATED);
      expect(answer.submission).toEqual({ submitted: false, reason: SHIPMENT_MUST_BE_DELIVERED, missingDocuments: [] });
      expect(answer.data).toMatchObject({ status: { value: P.Draft, displayName: 'Draft' }, isShipmentDelivered: false, receivedAt: null });
    }
    const stored = await t.db.selectFrom('ap_invoices').select(['external_invoice_number', 'external_invoice_amount_cents', 'status']).where('id', '=', invoice.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ external_invoice_number: 'EARLY-2', external_invoice_amount_cents: 98025, status: P.Draft });

    // Delivered, the next save submits it.
    await t.db.updateTable('shipments').set({ status: ShipmentStatus.Delivered }).where('id', '=', invoice.shipment_id).execute();
    const submitted = await t.carrier.patch(url(invoice.id), { externalInvoiceNumber: 'EARLY-2' });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().submission).toEqual({ submitted: true, reason: null, missingDocuments: [] });
    expect(submitted.json().data.status).toEqual({ value: P.Received, displayName: 'Received' });
  });

  it('names the delivery, not the documents, as what a Draft before delivery waits for', async () => {
    const invoice = await blueRidgeInvoice(P.Draft, 7);
    await t.db.updateTable('shipments').set({ status: ShipmentStatus.Dispatched }).where('id', '=', invoice.shipment_id).execute();
    const response = await t.carrier.patch(url(invoice.id), { externalInvoiceAmount: 12 });
    expect(response.statusCode).toBe(200);
    const { submission } = response.json();
    expect(submission.submitted).toBe(false);
    expect(submission.reason).toBe(SHIPMENT_MUST_BE_DELIVERED);
    expect(submission.missingDocuments.length).toBeGreaterThan(0);
    await t.db.updateTable('shipments').set({ status: ShipmentStatus.Delivered }).where('id', '=', invoice.shipment_id).execute();
  });

  it('applies the invoice-entry rules: one of number or amount, a numeric amount of whole cents', async () => {
    const invoice = await blueRidgeInvoice(P.Draft, 2);
    const cases: [unknown, string[]][] = [
      [{}, ['externalInvoiceNumber', 'externalInvoiceAmount']],
      [{ externalInvoiceNumber: '  ', externalInvoiceAmount: '' }, ['externalInvoiceNumber', 'externalInvoiceAmount']],
      [{ externalInvoiceAmount: 'abc' }, ['externalInvoiceAmount']],
      [{ externalInvoiceNumber: 'X', externalInvoiceAmount: '12.345' }, ['externalInvoiceAmount']],
      [{ externalInvoiceNumber: 'X', externalInvoiceAmount: -5 }, ['externalInvoiceAmount']],
      [{ externalInvoiceNumber: 'X'.repeat(101) }, ['externalInvoiceNumber']],
      [{ externalInvoiceNumber: { nested: true } }, ['externalInvoiceNumber']],
    ];
    for (const [body, fields] of cases) {
      const response = await t.carrier.patch(url(invoice.id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const errors = problem(response).errors ?? {};
      expect(Object.keys(errors).sort(), JSON.stringify(body)).toEqual([...fields].sort());
    }
    const both = problem(await t.carrier.patch(url(invoice.id), {}));
    expect(both.errors?.externalInvoiceNumber).toEqual([INVOICE_ENTRY_REQUIRED]);
    const numeric = problem(await t.carrier.patch(url(invoice.id), { externalInvoiceAmount: '1,000' }));
    expect(numeric.errors?.externalInvoiceAmount).toEqual([INVOICE_AMOUNT_NOT_NUMERIC]);
    // The amount alone is enough, and an amount in whole dollars is kept exactly.
    const ok = await t.carrier.patch(url(invoice.id), { externalInvoiceAmount: '19.99' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.externalInvoiceAmount).toBe(19.99);
  });

  it('takes the Portal API body (invoiceId must name the invoice of the path)', async () => {
    const invoice = await blueRidgeInvoice(P.Draft, 2);
    const mismatch = await t.carrier.patch(`/portal/api/ap-invoices/${invoice.id}`, { invoiceId: invoice.id + 1, externalInvoiceNumber: 'P-1' });
    expect(mismatch.statusCode).toBe(400);
    expect(problem(mismatch).errors).toHaveProperty('invoiceId');
    const ok = await t.carrier.patch(`/portal/api/ap-invoices/${invoice.id}`, { invoiceId: invoice.id, externalInvoiceNumber: 'P-1', externalInvoiceAmount: '' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ externalInvoiceNumber: 'P-1', externalInvoiceAmount: null });
    const byNumber = await t.carrier.get(`/portal/api/ap-invoices/by-number/${invoice.invoice_number}`);
    expect(byNumber.json().data.id).toBe(invoice.id);
  });

  it('lets a factoring company read but not edit the invoices remitted to it', async () => {
    const invoice = await blueRidgeInvoice(P.Draft, 3);
    expect((await t.factoring.get(`/portal/api/ap-invoices/${invoice.id}`)).statusCode).toBe(200);
    const response = await t.factoring.patch(`/portal/api/ap-invoices/${invoice.id}`, { externalInvoiceNumber: 'FC-1' });
    expect(response.statusCode).toBe(403);
    expect(problem(response).detail).toBe(NOT_AUTHORIZED);
  });
});

describe('the brokerage side: Received -> Settled -> Paid in Full, then locked', () => {
  it('settles a Received invoice, refuses to settle twice, and locks it for editing', async () => {
    const invoice = await blueRidgeInvoice(P.Received, 1);
    const settled = await t.ops.post(`/portal/api/internal/ap-invoices/${invoice.id}/settle`);
    expect(settled.statusCode).toBe(200);
    expect(settled.json().data).toMatchObject({ status: { value: P.Settled, displayName: 'Settled' }, chipColor: 'primary', isLocked: true });
    const twice = await t.ops.post(`/portal/api/internal/ap-invoices/${invoice.id}/settle`);
    expect(twice.statusCode).toBe(409);
    expect(problem(twice).errors).toHaveProperty('status');

    const edit = await t.carrier.patch(url(invoice.id), { externalInvoiceNumber: 'LATE' });
    expect(edit.statusCode).toBe(409);
    expect(problem(edit).errors?.status?.[0]).toContain('Settled');
  });

  it('refuses to settle a Draft, and answers 404 for an unknown invoice', async () => {
    const draft = await blueRidgeInvoice(P.Draft, 4);
    expect((await t.ops.post(`/portal/api/internal/ap-invoices/${draft.id}/settle`)).statusCode).toBe(409);
    expect((await t.ops.post('/portal/api/internal/ap-invoices/99999999/settle')).statusCode).toBe(404);
    expect((await t.ops.post('/portal/api/internal/ap-invoices/abc/settle')).statusCode).toBe(400);
  });

  it('keeps Paid in Full and Voided invoices locked', async () => {
    const paid = await blueRidgeInvoice(P.PaidInFull);
    const response = await t.carrier.patch(url(paid.id), { externalInvoiceNumber: 'AFTER-PAY' });
    expect(response.statusCode).toBe(409);
    expect(problem(response).detail).toContain('Paid in Full');
    const draft = await blueRidgeInvoice(P.Draft, 5);
    await t.db.updateTable('ap_invoices').set({ status: P.Voided }).where('id', '=', draft.id).execute();
    expect((await t.carrier.patch(url(draft.id), { externalInvoiceNumber: 'VOID' })).statusCode).toBe(409);
  });

  it('is the brokerage only', async () => {
    const invoice = await blueRidgeInvoice(P.Received, 2);
    for (const c of [t.carrier, t.factoring]) {
      const response = await c.post(`/portal/api/internal/ap-invoices/${invoice.id}/settle`);
      expect(response.statusCode).toBe(403);
      expect(problem(response).detail).toBe(NOT_AUTHORIZED);
    }
  });
});

describe('charges on the invoice', () => {
  it('totals rate x units per line, rounded once, and the summary row to the cent', async () => {
    const invoice = await blueRidgeInvoice(P.Draft, 6);
    await replaceCharges(t.db, { shipment_id: invoice.shipment_id, ap_invoice_id: invoice.id }, [
      { description: 'Line Haul', charge_type_name: 'Line Haul', rate_cents: 185000, units: 1 },
      { description: 'Fuel', charge_type_name: 'Fuel Surcharge', rate_cents: 47, units: 1234.57 },
      { description: 'Detention', charge_type_name: 'Detention', rate_cents: 6500, units: 2.25 },
      { description: 'Lumper', charge_type_name: 'Lumper', rate_cents: 1999, units: 1.15 },
    ]);
    const detail = (await t.carrier.get(url(invoice.id))).json().data;
    // 47 x 1234.57 = 58024.79 -> 58025; 1999 x 1.15 = 2298.85 -> 2299 (no float drift).
    expect(detail.charges.map((c: { total: number }) => cents(c.total))).toEqual([185000, 58025, 14625, 2299]);
    expect(detail.charges[1]).toEqual({ description: 'Fuel', chargeTypeName: 'Fuel Surcharge', rate: 0.47, units: 1234.57, total: 580.25 });
    expect(cents(detail.chargesTotal)).toBe(185000 + 58025 + 14625 + 2299);
  });
});

describe('isolation of one invoice', () => {
  it('answers 404 for another carrier\'s invoice on every endpoint that takes an id', async () => {
    const foreign = await t.db
      .selectFrom('ap_invoices')
      .select(['id', 'invoice_number'])
      .where('carrier_id', '<>', blueRidgeId)
      .where('status', '=', P.Draft)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const c of [t.carrier, t.factoring]) {
      for (const path of ['', '/documents', '/required_documents', '/notes']) {
        expect((await c.get(`${url(foreign.id)}${path}`)).statusCode, path).toBe(404);
      }
      expect((await c.get(`/portal/api/ap-invoices/${foreign.id}`)).statusCode).toBe(404);
      expect((await c.get(`/portal/api/ap-invoices/by-number/${foreign.invoice_number}`)).statusCode).toBe(404);
      expect((await c.patch(`/portal/api/ap-invoices/${foreign.id}`, { externalInvoiceNumber: 'X' })).statusCode).toBe(404);
    }
    expect((await t.carrier.patch(url(foreign.id), { externalInvoiceNumber: 'X' })).statusCode).toBe(404);
    expect((await t.carrier.get(url(99999999))).statusCode).toBe(404);
    expect((await t.carrier.get(url('abc'))).statusCode).toBe(400);
    const stored = await t.db.selectFrom('ap_invoices').select('external_invoice_number').where('id', '=', foreign.id).executeTakeFirstOrThrow();
    expect(stored.external_invoice_number).toBeNull();
  });
});
