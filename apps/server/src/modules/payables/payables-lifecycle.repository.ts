import type { Db } from '../../db/db';

/**
 * The SQL of the money that follows the freight: the booked rate's charge lines, and the invoice a
 * delivery opens with the lines the load has gathered.
 */

/** The line the booking itself writes (an accessorial request adds its own lines, with its case). */
export const LINE_HAUL = 'Line Haul';

export function insertLineHaul(trx: Db, shipmentId: number, rateCents: number, now: Date) {
  return trx
    .insertInto('charges')
    .values({ shipment_id: shipmentId, description: LINE_HAUL, charge_type_name: LINE_HAUL, rate_cents: rateCents, units: 1, created_at: now })
    .execute();
}

/** The booking's own lines not yet on an invoice; a case's lines stay (the case decides them). */
export function deleteUnbilledBookingLines(trx: Db, shipmentId: number) {
  return trx
    .deleteFrom('charges')
    .where('shipment_id', '=', shipmentId)
    .where('case_id', 'is', null)
    .where('ap_invoice_id', 'is', null)
    .where('third_party_invoice_id', 'is', null)
    .execute();
}

/** Whether the shipment already has an invoice that is not voided (a delivery opens one, once). */
export async function hasLiveInvoice(trx: Db, shipmentId: number): Promise<boolean> {
  const [ap, thirdParty] = await Promise.all([
    trx.selectFrom('ap_invoices').select('id').where('shipment_id', '=', shipmentId).where('status', '>=', 0).limit(1).executeTakeFirst(),
    trx.selectFrom('third_party_invoices').select('id').where('shipment_id', '=', shipmentId).where('status', '>=', 0).limit(1).executeTakeFirst(),
  ]);
  return !!ap || !!thirdParty;
}

export function findCarrierPayee(trx: Db, carrierId: number) {
  return trx.selectFrom('companies').select(['id', 'name', 'factoring_company_id']).where('id', '=', carrierId).executeTakeFirstOrThrow();
}

/** The customer's active third-party billing, when a payer audits and pays its freight. */
export function findActiveBilling(trx: Db, customerId: number) {
  return trx
    .selectFrom('third_party_billing_settings')
    .select(['id', 'payer_company_id'])
    .where('customer_id', '=', customerId)
    .where('is_active', '=', true)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export function findFirstArrival(trx: Db, shipmentId: number) {
  return trx
    .selectFrom('shipment_stops')
    .select(['arrived_at', 'early', 'iana_timezone'])
    .where('shipment_id', '=', shipmentId)
    .orderBy('stop_number')
    .limit(1)
    .executeTakeFirst();
}

type InvoiceLink = { ap_invoice_id: number } | { third_party_invoice_id: number };

/** Every line of the shipment not yet on an invoice moves onto the new one; answers the lines. */
export function claimUnbilledLines(trx: Db, shipmentId: number, link: InvoiceLink) {
  return trx
    .updateTable('charges')
    .set(link)
    .where('shipment_id', '=', shipmentId)
    .where('ap_invoice_id', 'is', null)
    .where('third_party_invoice_id', 'is', null)
    .returning(['rate_cents', 'units'])
    .execute();
}

export interface NewInvoice {
  invoiceNumber: string;
  shipmentId: number;
  carrierId: number;
  invoiceDate: string;
  dueDate: string;
  now: Date;
}

/** The columns a new invoice of either kind starts with: a Draft (status 0) of the shipment's carrier. */
function newInvoiceColumns(invoice: NewInvoice) {
  return {
    invoice_number: invoice.invoiceNumber,
    shipment_id: invoice.shipmentId,
    carrier_id: invoice.carrierId,
    status: 0,
    invoice_date: invoice.invoiceDate,
    due_date: invoice.dueDate,
    created_at: invoice.now,
    updated_at: invoice.now,
  };
}

export async function insertApInvoice(trx: Db, invoice: NewInvoice & { remitToCompanyId: number }): Promise<number> {
  const row = await trx
    .insertInto('ap_invoices')
    .values({ ...newInvoiceColumns(invoice), remit_to_company_id: invoice.remitToCompanyId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertThirdPartyInvoice(
  trx: Db,
  invoice: NewInvoice & { payerCompanyId: number; factoringCompanyId: number | null; billingSettingsId: number; loadDate: string },
): Promise<number> {
  const row = await trx
    .insertInto('third_party_invoices')
    .values({
      ...newInvoiceColumns(invoice),
      payer_company_id: invoice.payerCompanyId,
      factoring_company_id: invoice.factoringCompanyId,
      billing_settings_id: invoice.billingSettingsId,
      is_auditable: true,
      action_required: true,
      load_date: invoice.loadDate,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function setApInvoiceAmount(trx: Db, id: number, cents: number) {
  return trx.updateTable('ap_invoices').set({ invoice_amount_cents: cents }).where('id', '=', id).execute();
}

export function setThirdPartyInvoiceAmount(trx: Db, id: number, cents: number) {
  return trx.updateTable('third_party_invoices').set({ invoice_amount_cents: cents }).where('id', '=', id).execute();
}
