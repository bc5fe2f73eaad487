import type { Db } from '../../../db/db';

/** The carrier's charges on the shipment (those not billed to a third party), in entry order. */
export function findCarrierCharges(db: Db, shipmentId: number) {
  return db
    .selectFrom('charges')
    .select(['id', 'description', 'charge_type_name', 'rate_cents', 'units'])
    .where('shipment_id', '=', shipmentId)
    .where('third_party_invoice_id', 'is', null)
    .orderBy('id')
    .execute();
}

/** The customer's active third-party billing setting with its payer, if any. */
export function findActiveThirdPartyBilling(db: Db, customerId: number) {
  return db
    .selectFrom('third_party_billing_settings as t')
    .innerJoin('companies as p', 'p.id', 't.payer_company_id')
    .select(['t.id', 't.name', 'p.id as payer_id', 'p.name as payer_name'])
    .where('t.customer_id', '=', customerId)
    .where('t.is_active', '=', true)
    .orderBy('t.id')
    .executeTakeFirst();
}
