import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatUsd } from '@portal/domain/common/money';
import type { Remittance } from './payments.service';

const PAGE = { width: 792, height: 612, margin: 40 }; // US Letter, landscape: the table is wide
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.4, 0.4, 0.4);
const BRAND = rgb(0.08, 0.4, 0.75); // #1565C0
const ROW = 16;

/** The standard PDF fonts speak WinAnsi only; anything else is folded to ASCII or replaced. */
function pdfText(value: unknown): string {
  return String(value ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7E]/g, '?');
}

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

/** 712 points: the landscape page between its margins. */
const COLUMNS: Column[] = [
  { title: 'Invoice #', width: 85, align: 'left' },
  { title: 'Carrier Invoice #', width: 100, align: 'left' },
  { title: 'Shipment #', width: 80, align: 'left' },
  { title: 'Lane', width: 170, align: 'left' },
  { title: 'Invoice Date', width: 65, align: 'left' },
  { title: 'Invoice Amount', width: 75, align: 'right' },
  { title: 'Deductions', width: 65, align: 'right' },
  { title: 'Paid', width: 72, align: 'right' },
];

/**
 * A remittance advice: who paid, the check, and a table of every invoice it paid with a Total row.
 * Amounts are printed from integer cents with formatUsd, so the PDF, the CSV and the API agree.
 */
export async function remittancePdf(remittance: Remittance): Promise<Uint8Array> {
  const { payer, summary, lines, totals } = remittance;
  const doc = await PDFDocument.create();
  doc.setTitle(pdfText(`Payment remittance ${summary.checkNumber}`));
  doc.setSubject(pdfText(`Check ${summary.checkNumber}: ${formatUsd(totals.amountCents)} to ${summary.paidTo.name}`));
  doc.setCreator('Freight portal');
  doc.setProducer('Freight portal (pdf-lib)');
  const [font, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);

  let page: PDFPage;
  let y = 0;
  let pageNumber = 0;

  const text = (value: string, x: number, size: number, f: PDFFont = font, color = INK) => page.drawText(pdfText(value), { x, y, size, font: f, color });
  const fit = (value: string, width: number, size: number, f: PDFFont) => {
    let out = pdfText(value);
    while (out.length > 1 && f.widthOfTextAtSize(out, size) > width - 4) out = `${out.slice(0, -2)}~`;
    return out;
  };
  const drawRow = (cells: string[], f: PDFFont, size = 9) => {
    let x = PAGE.margin;
    cells.forEach((cell, i) => {
      const column = COLUMNS[i];
      const value = fit(cell, column.width, size, f);
      const width = f.widthOfTextAtSize(value, size);
      page.drawText(value, { x: column.align === 'right' ? x + column.width - width - 4 : x, y, size, font: f, color: INK });
      x += column.width;
    });
    y -= ROW;
  };
  const rule = () => {
    page.drawLine({ start: { x: PAGE.margin, y: y + ROW - 4 }, end: { x: PAGE.width - PAGE.margin, y: y + ROW - 4 }, thickness: 0.5, color: MUTED });
  };
  const newPage = () => {
    page = doc.addPage([PAGE.width, PAGE.height]);
    pageNumber += 1;
    y = PAGE.margin / 2;
    text(`Remittance for check ${summary.checkNumber} - page ${pageNumber}`, PAGE.margin, 8, font, MUTED);
    y = PAGE.height - PAGE.margin;
  };

  newPage();
  text(payer.name, PAGE.margin, 16, bold, BRAND);
  y -= 14;
  if (payer.address) text(payer.address, PAGE.margin, 9, font, MUTED);
  y -= 24;
  text('Payment Remittance', PAGE.margin, 14, bold);
  y -= 20;
  const facts: [string, string][] = [
    ['Check Number', summary.checkNumber],
    ['Payment Date', summary.paymentDate],
    ['Payment Type', summary.paymentType.displayName],
    ['Paid To', summary.paidTo.name],
    ['Carrier', summary.carrier.name],
    ['Invoices', String(lines.length)],
    ['Check Amount', formatUsd(totals.amountCents)],
  ];
  for (const [label, value] of facts) {
    text(label, PAGE.margin, 10, bold);
    text(value, PAGE.margin + 110, 10);
    y -= 14;
  }
  y -= 12;

  const header = () => {
    drawRow(
      COLUMNS.map((c) => c.title),
      bold,
    );
    rule();
  };
  header();
  for (const line of lines) {
    if (y < PAGE.margin + ROW * 2) {
      newPage();
      header();
    }
    drawRow(
      [
        line.invoice_number,
        line.external_invoice_number ?? '',
        line.shipment_number,
        `${line.origin_city}, ${line.origin_state} to ${line.destination_city}, ${line.destination_state}`,
        line.invoice_date ?? '',
        formatUsd(line.invoice_amount_cents),
        formatUsd(line.fee_cents),
        formatUsd(line.paid_amount_cents),
      ],
      font,
    );
  }
  if (y < PAGE.margin + ROW * 2) newPage();
  rule();
  drawRow(['Total', '', '', '', '', formatUsd(totals.invoiceCents), formatUsd(totals.feeCents), formatUsd(totals.paidCents)], bold);
  return doc.save();
}
