import { stringify } from 'csv-stringify/sync';
import { centsToDecimalText } from '@portal/domain/common/money';
import type { TransactionRecord } from './transaction-record';

const HEADER = ['Section', 'Item', 'Detail', 'Amount (USD)', 'Date', 'Paid on'];

type Cell = string | number | null;

/**
 * The record as CSV, one line a fact under a fixed header. Amounts go in as integer cents and come
 * out as plain decimals. Facility names, charge descriptions and invoice numbers are typed by people:
 * a field with a comma, a quote or a line break is quoted, and text that could start a spreadsheet
 * formula gets an apostrophe in front (escape_formulas).
 */
export function transactionRecordCsv(record: TransactionRecord): string {
  const rows: Cell[][] = [
    HEADER,
    ['Record', 'Shipment', record.shipmentNumber, null, null, null],
    ['Record', 'Orders', record.orderNumbers.join(', '), null, null, null],
    ['Record', 'Status', record.status, null, null, null],
    ['Record', 'Generated', record.generatedAt.toISOString(), null, null, null],
    ...record.parties.map((p): Cell[] => ['Party', p.role, p.lines.join('\n'), null, null, null]),
    ...record.stops.map((s): Cell[] => [
      'Stop',
      `${s.number} ${s.type}`,
      [s.facility.join('\n'), `Window ${s.window}`, s.appointment ? `Appointment ${s.appointment}` : '', s.arrived ? `Arrived ${s.arrived}` : '', s.departed ? `Departed ${s.departed}` : '']
        .filter(Boolean)
        .join('\n'),
      null,
      s.earlyAt.toISOString(),
      null,
    ]),
    ...record.amounts.map((a): Cell[] => ['Amount', a.item, a.detail, a.cents, null, null]),
    ...record.charges.map((c): Cell[] => ['Charge', c.description, `${c.type}; ${centsToDecimalText(c.rateCents)} x ${c.units}; ${c.billedTo}`, c.totalCents, null, null]),
    ...record.invoices.map((i): Cell[] => ['Invoice', `${i.kind} ${i.number}`, [i.detail, i.dueDate ? `due ${i.dueDate}` : ''].filter(Boolean).join('; '), i.amountCents, i.invoiceDate, i.paidOn]),
  ];
  return stringify(rows, {
    record_delimiter: '\r\n',
    // A line break inside a field is quoted whatever the record delimiter (the library's default quotes only that delimiter).
    quote_record_delimiter: true,
    escape_formulas: true,
    cast: { number: (cents) => centsToDecimalText(cents) },
  });
}
