import { formatUsd } from '@portal/domain/common/money';
import { LETTER_LANDSCAPE, PDF_COLORS, PdfLayout, type TableColumn } from '../../lib/pdf/pdf-layout';
import type { Remittance } from './payments.service';

/** 712 points: the landscape page between its margins. */
const COLUMNS: TableColumn[] = [
  { header: 'Invoice #', width: 85 },
  { header: 'Carrier Invoice #', width: 100 },
  { header: 'Shipment #', width: 80 },
  { header: 'Lane', width: 105 },
  { header: 'Invoice Date', width: 65 },
  { header: 'Invoice Amount', width: 75, align: 'right' },
  { header: 'Deductions', width: 65, align: 'right' },
  { header: 'Quick Pay Fee', width: 65, align: 'right' },
  { header: 'Paid', width: 72, align: 'right' },
];

/**
 * A remittance advice: who paid, the check, and a table of every invoice it paid with a Total row.
 * Amounts are printed from integer cents with formatUsd, so the PDF, the CSV and the API agree.
 */
export async function remittancePdf(remittance: Remittance): Promise<Uint8Array> {
  const { payer, summary, lines, totals } = remittance;
  const pdf = await PdfLayout.create({
    // US Letter, landscape: the table is wide.
    page: LETTER_LANDSCAPE,
    margin: 40,
    title: `Payment remittance ${summary.checkNumber}`,
    subject: `Check ${summary.checkNumber}: ${formatUsd(totals.amountCents)} to ${summary.paidTo.name}`,
    footer: (page) => `Remittance for check ${summary.checkNumber} - page ${page}`,
    charset: 'ascii',
  });

  pdf.line(payer.name, { size: 16, bold: true, color: PDF_COLORS.brand });
  if (payer.address) pdf.line(payer.address, { size: 9, color: PDF_COLORS.muted });
  else pdf.space(13);
  pdf.space(6);
  pdf.line('Payment Remittance', { size: 14, bold: true });
  pdf.space(6);
  pdf.facts(
    [
      ['Check Number', summary.checkNumber],
      ['Payment Date', summary.paymentDate],
      ['Payment Type', summary.paymentType.displayName],
      ['Paid To', summary.paidTo.name],
      ['Carrier', summary.carrier.name],
      ['Invoices', String(lines.length)],
      ['Check Amount', formatUsd(totals.amountCents)],
    ],
    { size: 10, labelWidth: 110 },
  );
  pdf.space(13);

  pdf.table(
    COLUMNS,
    lines.map((line) => [
      line.invoice_number,
      line.external_invoice_number ?? '',
      line.shipment_number,
      `${line.origin_city}, ${line.origin_state} to ${line.destination_city}, ${line.destination_state}`,
      line.invoice_date ?? '',
      formatUsd(line.invoice_amount_cents),
      formatUsd(line.fee_cents),
      formatUsd(line.quick_pay_fee_cents),
      formatUsd(line.paid_amount_cents),
    ]),
    {
      size: 9,
      padding: 4,
      overflow: 'fit',
      rowHeight: 16,
      repeatHeader: true,
      totals: ['Total', '', '', '', '', formatUsd(totals.invoiceCents), formatUsd(totals.feeCents), formatUsd(totals.quickPayFeeCents), formatUsd(totals.paidCents)],
    },
  );
  return pdf.save();
}
