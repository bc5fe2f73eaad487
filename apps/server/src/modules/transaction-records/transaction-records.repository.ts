import type { Db } from '../../db/db';

/** Every charge on the load, in entry order, with the third-party payer it is billed to (null: part of the carrier's pay). */
export function findRecordCharges(db: Db, shipmentId: number) {
  return db
    .selectFrom('charges as c')
    .leftJoin('third_party_invoices as tpi', 'tpi.id', 'c.third_party_invoice_id')
    .leftJoin('companies as payer', 'payer.id', 'tpi.payer_company_id')
    .select(['c.id', 'c.description', 'c.charge_type_name', 'c.rate_cents', 'c.units', 'c.third_party_invoice_id', 'payer.name as payer_name'])
    .where('c.shipment_id', '=', shipmentId)
    .orderBy('c.id')
    .execute();
}
export type RecordChargeRow = Awaited<ReturnType<typeof findRecordCharges>>[number];

/** The broker's compensation entered on the load's orders: its own order and any consolidated into it. */
export function findOrderMarkups(db: Db, shipmentId: number) {
  return db
    .selectFrom('orders as o')
    .select(['o.order_number', 'o.markup_cents'])
    .where((eb) =>
      eb.or([
        eb('o.id', 'in', eb.selectFrom('shipments').select('order_id').where('id', '=', shipmentId).where('order_id', 'is not', null)),
        eb('o.id', 'in', eb.selectFrom('consolidated_orders').select('order_id').where('shipment_id', '=', shipmentId)),
      ]),
    )
    .orderBy('o.order_number')
    .execute();
}

/** The carrier's invoices for the load with the payment that settled each, oldest first. */
export function findCarrierInvoices(db: Db, shipmentId: number) {
  return db
    .selectFrom('ap_invoices as i')
    .leftJoin('payments as p', 'p.id', 'i.payment_id')
    .leftJoin('companies as paid_to', 'paid_to.id', 'p.paid_to_company_id')
    .select([
      'i.invoice_number',
      'i.external_invoice_number',
      'i.invoice_amount_cents',
      'i.paid_amount_cents',
      'i.invoice_date',
      'i.due_date',
      'i.received_at',
      'i.paid_at',
      'p.check_number',
      'p.payment_date',
      'paid_to.name as paid_to_name',
    ])
    .where('i.shipment_id', '=', shipmentId)
    .orderBy('i.id')
    .execute();
}
export type CarrierInvoiceRow = Awaited<ReturnType<typeof findCarrierInvoices>>[number];

/** The load's invoices to third-party payers, oldest first. */
export function findThirdPartyInvoices(db: Db, shipmentId: number) {
  return db
    .selectFrom('third_party_invoices as i')
    .innerJoin('companies as payer', 'payer.id', 'i.payer_company_id')
    .select(['i.invoice_number', 'i.invoice_amount_cents', 'i.invoice_date', 'i.due_date', 'i.paid_on', 'i.payment_reference', 'payer.name as payer_name'])
    .where('i.shipment_id', '=', shipmentId)
    .orderBy('i.id')
    .execute();
}
export type ThirdPartyInvoiceRow = Awaited<ReturnType<typeof findThirdPartyInvoices>>[number];
