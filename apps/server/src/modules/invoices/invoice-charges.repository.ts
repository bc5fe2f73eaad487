import type { Db } from '../../db/db';

/** Whose charges: an AP invoice's or a third-party invoice's. */
export type ChargesOf = { apInvoiceId: number } | { thirdPartyInvoiceId: number };

/** The charge lines of an invoice the caller was already allowed to read, in entry order. */
export function findInvoiceCharges(db: Db, of: ChargesOf) {
  const query = db.selectFrom('charges').select(['id', 'description', 'charge_type_name', 'rate_cents', 'units']);
  const owned = 'apInvoiceId' in of ? query.where('ap_invoice_id', '=', of.apInvoiceId) : query.where('third_party_invoice_id', '=', of.thirdPartyInvoiceId);
  return owned.orderBy('id').execute();
}
