import { formatUsd } from '@portal/domain/common/money';
import { LETTER_PORTRAIT, PDF_COLORS, PdfLayout } from '../../lib/pdf/pdf-layout';
import { tableColumns } from '../shipments/documents/shipment-pdf-parts';
import type { TransactionRecord } from './transaction-record';

const usd = (cents: number | null) => (cents === null ? 'Not recorded' : formatUsd(cents));

/** The record as the PDF each party downloads: parties, stops, amounts, charges, invoices and payments. */
export async function transactionRecordBytes(record: TransactionRecord): Promise<Uint8Array> {
  const number = record.shipmentNumber;
  const pdf = await PdfLayout.create({
    page: LETTER_PORTRAIT,
    margin: 48,
    title: `Transaction Record ${number}`,
    subject: `Shipment ${number}`,
    keywords: [`Shipment ${number}`, 'Transaction record'],
    footer: (page) => `Transaction Record - Shipment ${number} - page ${page}`,
  });
  pdf.title('Transaction Record', `Shipment ${number}`);
  pdf.line(`Shipment ${number}${record.orderNumbers.length > 0 ? `   Order ${record.orderNumbers.join(', ')}` : ''}   Status ${record.status}`, { bold: true });
  pdf.line(`Generated ${record.generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`, { color: PDF_COLORS.muted });
  pdf.line('Kept by the broker for three years. Each party to the load may review it, the broker\u2019s compensation included.', { size: 8.5, color: PDF_COLORS.muted });

  pdf.heading('Parties');
  const [shipper, carrier, broker] = record.parties;
  pdf.columns([shipper.role, ...shipper.lines], [carrier.role, ...carrier.lines]);
  pdf.space(4);
  pdf.columns([broker.role, ...broker.lines], []);

  pdf.heading('Stops');
  pdf.table(
    tableColumns(['#', 'Type', 'Location', 'Window', 'Arrived / departed'], pdf.widths([0.05, 0.1, 0.35, 0.27, 0.23])),
    record.stops.map((s) => [
      String(s.number),
      s.type,
      s.facility.join('\n'),
      s.appointment ? `${s.window}\nAppointment ${s.appointment}` : s.window,
      [s.arrived ? `In ${s.arrived}` : '', s.departed ? `Out ${s.departed}` : ''].filter(Boolean).join('\n') || '-',
    ]),
  );

  pdf.heading('Amounts');
  pdf.table(
    tableColumns(['Item', 'Amount', 'Basis'], pdf.widths([0.32, 0.18, 0.5]), [1]),
    record.amounts.map((a) => [a.item, usd(a.cents), a.detail]),
  );

  pdf.heading('Charges');
  if (record.charges.length === 0) pdf.line('No charges entered.', { color: PDF_COLORS.muted });
  else
    pdf.table(
      tableColumns(['Description', 'Type', 'Rate', 'Units', 'Total', 'Billed to'], pdf.widths([0.26, 0.15, 0.13, 0.08, 0.14, 0.24]), [2, 3, 4]),
      record.charges.map((c) => [c.description, c.type, formatUsd(c.rateCents), String(c.units), formatUsd(c.totalCents), c.billedTo]),
    );

  pdf.heading('Invoices and payments');
  if (record.invoices.length === 0) pdf.line('No invoice yet.', { color: PDF_COLORS.muted });
  else
    pdf.table(
      tableColumns(['Invoice', 'Amount', 'Invoiced', 'Due', 'Paid on', 'Detail'], pdf.widths([0.2, 0.13, 0.12, 0.12, 0.12, 0.31]), [1]),
      record.invoices.map((i) => [`${i.kind}\n${i.number}`, formatUsd(i.amountCents), i.invoiceDate ?? '-', i.dueDate ?? '-', i.paidOn ?? '-', i.detail]),
    );

  return pdf.save();
}
