import { stringify } from 'csv-stringify/sync';
import { centsToDecimalText } from '@portal/domain/common/money';
import type { Remittance } from './payments.service';

const HEADER = [
  'Check Number',
  'Payment Date',
  'Payment Type',
  'Paid To',
  'Carrier',
  'Invoice Number',
  'Carrier Invoice Number',
  'Shipment Number',
  'Invoice Date',
  'Invoice Amount',
  'Deductions',
  'Quick Pay Fee',
  'Paid Amount',
];

/**
 * The remittance as CSV: one line per invoice, then a Total line that equals the check amount.
 * Amounts go in as integer cents and come out as plain decimals. A field with a comma, a quote or a
 * line break is quoted. Text a carrier typed (its invoice number) could start a spreadsheet formula,
 * so escape_formulas prefixes such text with an apostrophe; amounts are numbers, which it leaves
 * alone (a negative amount stays a number).
 */
export function remittanceCsv(remittance: Remittance): string {
  const { summary, lines, totals } = remittance;
  const common = [summary.checkNumber, summary.paymentDate, summary.paymentType.displayName, summary.paidTo.name, summary.carrier.name];
  const rows: (string | number | null)[][] = [
    HEADER,
    ...lines.map((line) => [
      ...common,
      line.invoice_number,
      line.external_invoice_number,
      line.shipment_number,
      line.invoice_date,
      line.invoice_amount_cents,
      line.fee_cents,
      line.quick_pay_fee_cents,
      line.paid_amount_cents,
    ]),
    [...common, 'Total', '', '', '', totals.invoiceCents, totals.feeCents, totals.quickPayFeeCents, totals.paidCents],
  ];
  return stringify(rows, {
    record_delimiter: '\r\n',
    // A line break inside a field is quoted whatever the record delimiter (the library's default quotes only that delimiter).
    quote_record_delimiter: true,
    escape_formulas: true,
    cast: { number: (cents) => centsToDecimalText(cents) },
  });
}
