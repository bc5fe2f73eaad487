/**
 * A third-party invoice as the records around it name it: its number, its shipment and the
 * companies party to it (payer, carrier, factoring company). The invoice list starts its row with
 * these, and the documents and notes of an invoice read the same to know whom they concern.
 */
export const THIRD_PARTY_INVOICE_PARTY_COLUMNS = [
  'third_party_invoices.id',
  'third_party_invoices.invoice_number',
  'third_party_invoices.shipment_id',
  'third_party_invoices.payer_company_id',
  'third_party_invoices.carrier_id',
  'third_party_invoices.factoring_company_id',
] as const;
