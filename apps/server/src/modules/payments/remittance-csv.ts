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
  'Paid Amount',
];

/**
 * One CSV field. Text a carrier typed (its invoice number) could start a spreadsheet formula, so
 * such text is prefixed with an apostrophe; amounts are plain decimals and never need it.
 */
function field(value: string | null | undefined, { text = true } = {}): string {
  let out = value ?? '';
  if (text && /^[=+\-@\t\r]/.test(out)) out = `'${out}`;
  return /[",\r\n]/.test(out) ? `"${out.replaceAll('"', '""')}"` : out;
}

const amount = (cents: number) => field(centsToDecimalText(cents), { text: false });

/** The remittance as CSV: one line per invoice, then a Total line that equals the check amount. */
export function remittanceCsv(remittance: Remittance): string {
  const { summary, lines, totals } = remittance;
  const common = [summary.checkNumber, summary.paymentDate, summary.paymentType.displayName, summary.paidTo.name, summary.carrier.name].map((v) => field(v));
  const rows = [HEADER.map((h) => field(h))];
  for (const line of lines) {
    rows.push([
      ...common,
      field(line.invoice_number),
      field(line.external_invoice_number),
      field(line.shipment_number),
      field(line.invoice_date),
      amount(line.invoice_amount_cents),
      amount(line.fee_cents),
      amount(line.paid_amount_cents),
    ]);
  }
  rows.push([...common, field('Total'), '', '', '', amount(totals.invoiceCents), amount(totals.feeCents), amount(totals.paidCents)]);
  return `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`;
}
