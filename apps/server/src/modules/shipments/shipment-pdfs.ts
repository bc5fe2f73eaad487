import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { bolGenerated } from '@portal/domain/common/messages';
import { formatUsd, multiplyToCents } from '@portal/domain/common/money';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { ShipmentStopsRow, ShipmentsRow } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { conflict } from '../../lib/problem';
import { assertCanSeeCarrierMoney, getVisibleShipment, lockWritableShipment } from './shipment-access';
import { ActivityKind, recordActivity } from './shipment-activity';
import { formatInZone, statusName } from './shipment-format';
import { findBrokerageCompany, findCompanies, findLineItemsForOrderStops, findStops, type CompanyRow } from './shipments.repository';
import type { Db } from '../../db/db';

const PAGE = { width: 612, height: 792, margin: 48 };
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.4, 0.4, 0.4);
const BRAND = rgb(0.08, 0.4, 0.75); // #1565C0

/** The standard PDF fonts speak WinAnsi only; anything else is folded to ASCII or replaced. */
function pdfText(value: unknown): string {
  return String(value ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');
}

/** A top-to-bottom writer that starts a new page when the current one is full. */
class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  private pageCount = 0;

  private constructor(
    readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
    private readonly footer: string,
  ) {
    this.newPage();
  }

  static async create(title: string, subject: string, footer: string): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(pdfText(title));
    doc.setSubject(pdfText(subject));
    doc.setKeywords([pdfText(subject)]);
    doc.setCreator('Freight portal');
    doc.setProducer('Freight portal (pdf-lib)');
    const [font, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
    return new PdfWriter(doc, font, bold, footer);
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pageCount += 1;
    this.y = PAGE.height - PAGE.margin;
    this.page.drawText(pdfText(`${this.footer} - page ${this.pageCount}`), { x: PAGE.margin, y: PAGE.margin / 2, size: 8, font: this.font, color: MUTED });
  }

  private ensure(height: number) {
    if (this.y - height < PAGE.margin) this.newPage();
  }

  private wrap(text: string, size: number, width: number, font: PDFFont): string[] {
    const lines: string[] = [];
    // Split before folding: pdfText would turn the line breaks themselves into '?'.
    for (const paragraph of String(text).split('\n').map(pdfText)) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const candidate = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(candidate, size) <= width || !line) {
          line = candidate;
        } else {
          lines.push(line);
          line = word;
        }
      }
      lines.push(line);
    }
    return lines;
  }

  title(text: string, right?: string) {
    this.ensure(30);
    this.page.drawText(pdfText(text), { x: PAGE.margin, y: this.y - 20, size: 20, font: this.bold, color: BRAND });
    if (right) {
      const size = 12;
      const t = pdfText(right);
      this.page.drawText(t, { x: PAGE.width - PAGE.margin - this.bold.widthOfTextAtSize(t, size), y: this.y - 18, size, font: this.bold, color: INK });
    }
    this.y -= 30;
    this.page.drawLine({ start: { x: PAGE.margin, y: this.y }, end: { x: PAGE.width - PAGE.margin, y: this.y }, thickness: 1, color: BRAND });
    this.y -= 10;
  }

  heading(text: string) {
    this.ensure(28);
    this.y -= 8;
    this.page.drawText(pdfText(text), { x: PAGE.margin, y: this.y - 11, size: 11, font: this.bold, color: BRAND });
    this.y -= 16;
  }

  line(text: string, options: { bold?: boolean; size?: number; indent?: number; color?: ReturnType<typeof rgb> } = {}) {
    const size = options.size ?? 9.5;
    const font = options.bold ? this.bold : this.font;
    const indent = options.indent ?? 0;
    for (const part of this.wrap(text, size, PAGE.width - 2 * PAGE.margin - indent, font)) {
      this.ensure(size + 4);
      this.page.drawText(part, { x: PAGE.margin + indent, y: this.y - size, size, font, color: options.color ?? INK });
      this.y -= size + 4;
    }
  }

  /** Two columns of label/value blocks side by side. */
  columns(left: string[], right: string[]) {
    const size = 9.5;
    const half = (PAGE.width - 2 * PAGE.margin) / 2;
    const rows = Math.max(left.length, right.length);
    for (let i = 0; i < rows; i++) {
      this.ensure(size + 4);
      const font = i === 0 ? this.bold : this.font;
      if (left[i]) this.page.drawText(this.fit(left[i], size, half - 8, font), { x: PAGE.margin, y: this.y - size, size, font, color: INK });
      if (right[i]) this.page.drawText(this.fit(right[i], size, half - 8, font), { x: PAGE.margin + half, y: this.y - size, size, font, color: INK });
      this.y -= size + 4;
    }
  }

  private fit(text: string, size: number, width: number, font: PDFFont): string {
    let t = pdfText(text);
    while (t.length > 1 && font.widthOfTextAtSize(t, size) > width) t = t.slice(0, -2) + '~';
    return t;
  }

  /** A table with fixed column widths (fractions of the printable width); numbers right-aligned when asked. */
  table(headers: string[], widths: number[], rows: string[][], rightAligned: number[] = []) {
    const size = 8.5;
    const total = PAGE.width - 2 * PAGE.margin;
    const xs = widths.reduce<number[]>((acc, _w, i) => [...acc, i === 0 ? PAGE.margin : acc[i - 1] + widths[i - 1] * total], []);
    const draw = (cells: string[], font: PDFFont) => {
      const wrapped = cells.map((cell, i) => this.wrap(cell, size, widths[i] * total - 6, font));
      const height = Math.max(...wrapped.map((w) => w.length)) * (size + 3) + 3;
      this.ensure(height);
      wrapped.forEach((lines, i) => {
        lines.forEach((text, j) => {
          const x = rightAligned.includes(i) ? xs[i] + widths[i] * total - 6 - font.widthOfTextAtSize(text, size) : xs[i];
          this.page.drawText(text, { x, y: this.y - size - j * (size + 3), size, font, color: INK });
        });
      });
      this.y -= height;
    };
    draw(headers, this.bold);
    this.page.drawLine({ start: { x: PAGE.margin, y: this.y + 1 }, end: { x: PAGE.width - PAGE.margin, y: this.y + 1 }, thickness: 0.5, color: MUTED });
    for (const row of rows) draw(row, this.font);
  }

  space(points = 8) {
    this.y -= points;
  }

  signature(labels: string[]) {
    this.ensure(50);
    this.y -= 34;
    const width = (PAGE.width - 2 * PAGE.margin - 20 * (labels.length - 1)) / labels.length;
    labels.forEach((label, i) => {
      const x = PAGE.margin + i * (width + 20);
      this.page.drawLine({ start: { x, y: this.y }, end: { x: x + width, y: this.y }, thickness: 0.5, color: INK });
      this.page.drawText(pdfText(label), { x, y: this.y - 10, size: 8, font: this.font, color: MUTED });
    });
    this.y -= 16;
  }

  save(): Promise<Uint8Array> {
    return this.doc.save({ useObjectStreams: false });
  }
}

function address(company: CompanyRow | undefined): string[] {
  if (!company) return ['Not assigned'];
  return [
    company.name,
    company.address_line1 ?? '',
    [company.city, company.state, company.postal_code].filter(Boolean).join(', '),
    company.mc_number ? `MC ${company.mc_number}${company.dot_number ? ` / DOT ${company.dot_number}` : ''}` : company.dot_number ? `DOT ${company.dot_number}` : '',
    [company.phone, company.email].filter(Boolean).join('  '),
  ].filter((line) => line !== '');
}

function stopWindow(stop: ShipmentStopsRow): string {
  const early = formatInZone(stop.early, stop.iana_timezone);
  return stop.late ? `${early} - ${formatInZone(stop.late, stop.iana_timezone)}` : early;
}

function stopRows(stops: ShipmentStopsRow[]): string[][] {
  return stops.map((s, i) => [
    String(i + 1),
    s.stop_type,
    `${s.name}\n${[s.address_line1, `${s.city}, ${s.state} ${s.postal_code}`].filter(Boolean).join('\n')}`,
    stopWindow(s),
    s.appointment ? formatInZone(s.appointment, s.iana_timezone) : '',
  ]);
}

async function documentParts(db: Db, shipment: ShipmentsRow) {
  const ids = [shipment.carrier_id, shipment.customer_id].filter((id): id is number => id !== null);
  const [companies, brokerage, stops, order] = await Promise.all([
    findCompanies(db, ids),
    findBrokerageCompany(db),
    findStops(db, shipment.id),
    shipment.order_id === null
      ? Promise.resolve(undefined)
      : db.selectFrom('orders').select(['order_number', 'special_instructions', 'is_blind']).where('id', '=', shipment.order_id).executeTakeFirst(),
  ]);
  const byId = new Map(companies.map((c) => [c.id, c]));
  return {
    carrier: shipment.carrier_id === null ? undefined : byId.get(shipment.carrier_id),
    customer: shipment.customer_id === null ? undefined : byId.get(shipment.customer_id),
    brokerage,
    stops,
    order,
  };
}

/** The rate confirmation the brokerage sends the booked carrier: parties, lane, stops, equipment, rate and charges. */
export async function rateConfirmationPdf(db: Db, caller: Caller, id: number, now = new Date()): Promise<{ fileName: string; bytes: Uint8Array }> {
  const shipment = await getVisibleShipment(db, caller, id);
  if (shipment.carrier_id === null || shipment.status < ShipmentStatus.Booked) {
    throw conflict(`Shipment ${shipment.shipment_number} is not booked; there is no rate confirmation yet`);
  }
  assertCanSeeCarrierMoney(caller, shipment);
  const { carrier, brokerage, stops, order } = await documentParts(db, shipment);
  const charges = await db
    .selectFrom('charges')
    .select(['description', 'charge_type_name', 'rate_cents', 'units'])
    .where('shipment_id', '=', shipment.id)
    .where('third_party_invoice_id', 'is', null)
    .orderBy('id')
    .execute();

  const pdf = await PdfWriter.create(`Rate Confirmation ${shipment.shipment_number}`, `Shipment ${shipment.shipment_number}`, `Rate Confirmation - Shipment ${shipment.shipment_number}`);
  pdf.title('Rate Confirmation', `Shipment ${shipment.shipment_number}`);
  pdf.line(`Shipment ${shipment.shipment_number}${order ? `   Order ${order.order_number}` : ''}   Status ${statusName(shipment.status)}`, { bold: true });
  pdf.line(`Issued ${now.toISOString().slice(0, 10)}${shipment.booked_at ? `   Booked ${shipment.booked_at.toISOString().slice(0, 10)}` : ''}`, { color: MUTED });

  pdf.heading('Parties');
  pdf.columns(['Broker', ...address(brokerage)], ['Carrier', ...address(carrier)]);

  pdf.heading('Lane');
  pdf.line(
    `${shipment.origin_city}, ${shipment.origin_state} ${shipment.origin_postal_code}  to  ${shipment.destination_city}, ${shipment.destination_state} ${shipment.destination_postal_code}` +
      (shipment.total_miles ? `   (${shipment.total_miles} miles)` : ''),
  );

  pdf.heading('Stops');
  pdf.table(['#', 'Type', 'Location', 'Window', 'Appointment'], [0.05, 0.1, 0.37, 0.28, 0.2], stopRows(stops));

  pdf.heading('Equipment');
  pdf.line(`Mode ${shipment.shipping_mode}, ${shipment.equipment_mode}${shipment.is_partial ? ', partial' : ''}${shipment.weight_lbs ? `   Weight ${shipment.weight_lbs.toLocaleString('en-US')} lb` : ''}`);
  if (shipment.truck_number || shipment.trailer_number) pdf.line(`Truck ${shipment.truck_number ?? '-'}   Trailer ${shipment.trailer_number ?? '-'}`);
  if (shipment.requirements.length > 0) pdf.line(`Requirements: ${shipment.requirements.join(', ')}`);
  if (order?.special_instructions) pdf.line(`Special instructions: ${order.special_instructions}`);

  pdf.heading('Rate');
  let totalCents = 0;
  const rows = charges.map((c) => {
    const line = multiplyToCents(c.rate_cents, String(c.units));
    totalCents += line;
    return [c.description, c.charge_type_name, formatUsd(c.rate_cents), String(Number(c.units)), formatUsd(line)];
  });
  if (rows.length > 0) {
    pdf.table(['Description', 'Type', 'Rate', 'Units', 'Total'], [0.34, 0.2, 0.16, 0.12, 0.18], rows, [2, 3, 4]);
    pdf.space(4);
    pdf.line(`Total carrier pay: ${formatUsd(totalCents)}`, { bold: true, size: 11 });
  } else {
    pdf.line(`Agreed rate: ${shipment.rate_cents === null ? 'not set' : formatUsd(shipment.rate_cents)}`, { bold: true, size: 11 });
  }
  if (shipment.rate_cents !== null && rows.length > 0) pdf.line(`Agreed line haul rate: ${formatUsd(shipment.rate_cents)}`, { color: MUTED });

  pdf.heading('Terms');
  pdf.line(
    'The carrier agrees to transport the shipment above at the rate shown, under the carrier agreement on file with the broker. ' +
      'Times are local to each stop. Any accessorial charge needs the broker\'s written approval. Sign and return this confirmation.',
    { size: 8.5, color: MUTED },
  );
  pdf.signature(['Carrier signature and date', 'Broker signature and date']);
  return { fileName: `rate-confirmation-${shipment.shipment_number}.pdf`, bytes: await pdf.save() };
}

/** The bill of lading: shipper, consignee, carrier, stops and the freight, no money. */
async function billOfLadingBytes(db: Db, shipment: ShipmentsRow): Promise<Uint8Array> {
  const { carrier, customer, stops, order } = await documentParts(db, shipment);
  const items = await findLineItemsForOrderStops(db, stops.flatMap((s) => (s.order_stop_id === null ? [] : [s.order_stop_id])));
  const pickups = stops.filter((s) => s.stop_type === 'Pickup');
  const dropoffs = stops.filter((s) => s.stop_type === 'Dropoff');
  const place = (s: ShipmentStopsRow | undefined) => (s ? [s.name, s.address_line1 ?? '', `${s.city}, ${s.state} ${s.postal_code}`].filter(Boolean) : ['-']);

  const pdf = await PdfWriter.create(`Bill of Lading ${shipment.shipment_number}`, `Shipment ${shipment.shipment_number}`, `Bill of Lading - Shipment ${shipment.shipment_number}`);
  pdf.title('Bill of Lading', `BOL ${shipment.shipment_number}`);
  pdf.line(
    `Shipment ${shipment.shipment_number}${order ? `   Order ${order.order_number}` : ''}${shipment.shipping_pro_number ? `   PRO ${shipment.shipping_pro_number}` : ''}`,
    { bold: true },
  );
  if (shipment.reference_numbers.length > 0) pdf.line(`References: ${shipment.reference_numbers.join(', ')}`, { color: MUTED });

  pdf.heading('Ship from / Ship to');
  pdf.columns(['Shipper', ...place(pickups[0])], ['Consignee', ...place(dropoffs[dropoffs.length - 1])]);
  pdf.heading('Carrier');
  pdf.columns(['Carrier', ...address(carrier)], [
    'Equipment',
    `${shipment.shipping_mode}, ${shipment.equipment_mode}`,
    `Truck ${shipment.truck_number ?? '-'}`,
    `Trailer ${shipment.trailer_number ?? '-'}`,
  ]);
  if (customer && !order?.is_blind) pdf.line(`Bill to: ${customer.name}`, { color: MUTED });

  pdf.heading('Stops');
  pdf.table(['#', 'Type', 'Location', 'Window', 'Appointment'], [0.05, 0.1, 0.37, 0.28, 0.2], stopRows(stops));

  pdf.heading('Freight');
  const rows = items.map((i) => [
    String(i.package_count ?? ''),
    i.packaging_unit_type ?? '',
    i.description ?? '',
    i.total_weight === null ? '' : `${Number(i.total_weight).toLocaleString('en-US')} lb`,
    i.freight_class ?? '',
    i.hazmat_un_number ? `${i.hazmat_un_number} cl ${i.hazmat_class ?? ''} ${i.hazmat_packing_group ?? ''}`.trim() : '',
  ]);
  if (rows.length > 0) pdf.table(['Pieces', 'Packaging', 'Description', 'Weight', 'Class', 'Hazmat'], [0.09, 0.13, 0.36, 0.14, 0.1, 0.18], rows, [0, 3]);
  else pdf.line('No line items on the order.', { color: MUTED });
  const pieces = items.reduce((sum, i) => sum + (i.package_count ?? 0), 0);
  const weight = items.reduce((sum, i) => sum + Number(i.total_weight ?? 0), 0);
  pdf.space(4);
  pdf.line(`Total pieces ${pieces}   Total weight ${(weight || shipment.weight_lbs || 0).toLocaleString('en-US')} lb`, { bold: true });
  if (order?.special_instructions) {
    pdf.heading('Special instructions');
    pdf.line(order.special_instructions);
  }
  pdf.signature(['Shipper signature and date', 'Carrier signature and date', 'Consignee signature and date']);
  return pdf.save();
}

function assertBolPossible(shipment: ShipmentsRow) {
  if (shipment.status < ShipmentStatus.Booked) throw conflict(`Shipment ${shipment.shipment_number} is not booked; a bill of lading needs a carrier`);
}

/** Records the generation (activity) and answers the spec's success message. */
export async function generateBillOfLading(db: Db, caller: Caller, id: number) {
  const shipmentNumber = await db.transaction().execute(async (trx) => {
    const shipment = await lockWritableShipment(trx, caller, id, 'stopEvent');
    assertBolPossible(shipment);
    await billOfLadingBytes(trx, shipment); // proves it can be built before saying so
    await recordActivity(trx, shipment.id, caller, { kind: ActivityKind.BillOfLading, description: `Bill of lading generated`, timeStamp: new Date() });
    return shipment.shipment_number;
  });
  return { data: { message: bolGenerated(shipmentNumber) } };
}

export async function billOfLadingPdf(db: Db, caller: Caller, id: number) {
  const shipment = await getVisibleShipment(db, caller, id);
  assertBolPossible(shipment);
  return { fileName: `bill-of-lading-${shipment.shipment_number}.pdf`, bytes: await billOfLadingBytes(db, shipment) };
}
