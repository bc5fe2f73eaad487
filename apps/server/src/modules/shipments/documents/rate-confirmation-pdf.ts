import QRCode from 'qrcode';
import { formatUsd, multiplyToCents } from '@portal/domain/common/money';
import type { ShipmentsRow } from '../../../db/database';
import { LETTER_PORTRAIT, PDF_COLORS, PdfLayout } from '../../../lib/pdf/pdf-layout';
import { statusName } from '../detail/shipment-format';
import type { findCarrierCharges } from '../detail/shipment-money.repository';
import { address, STOP_TABLE, stopRows, tableColumns, type DocumentParts } from './shipment-pdf-parts';
import type { ConfirmationStamp } from '../../rate-confirmations/rate-confirmations.service';

type ChargeRow = Awaited<ReturnType<typeof findCarrierCharges>>[number];

/**
 * The rate confirmation the brokerage issues the booked carrier: its verification code, the page
 * that checks it (printed and as a QR code) and the rate's fingerprint; parties, lane, stops,
 * equipment, rate and charges.
 */
export async function rateConfirmationBytes(shipment: ShipmentsRow, parts: DocumentParts, charges: ChargeRow[], stamp: ConfirmationStamp): Promise<Uint8Array> {
  const { carrier, brokerage, stops, order } = parts;
  const number = shipment.shipment_number;
  const pdf = await PdfLayout.create({
    page: LETTER_PORTRAIT,
    margin: 48,
    title: `Rate Confirmation ${number}`,
    subject: `Shipment ${number}`,
    keywords: [`Shipment ${number}`],
    footer: (page) => `Rate Confirmation - Shipment ${number} - page ${page}`,
  });
  pdf.title('Rate Confirmation', `Shipment ${number}`);
  pdf.line(`Shipment ${number}${order ? `   Order ${order.order_number}` : ''}   Status ${statusName(shipment.status)}`, { bold: true });
  pdf.line(`Issued ${stamp.issuedAt.toISOString().slice(0, 10)}${shipment.booked_at ? `   Booked ${shipment.booked_at.toISOString().slice(0, 10)}` : ''}   Version ${stamp.version}`, {
    color: PDF_COLORS.muted,
  });

  pdf.space(6);
  const qr = QRCode.create(stamp.verifyUrl, { errorCorrectionLevel: 'M' });
  pdf.qrBeside(
    [
      `Verification code ${stamp.code}`,
      `Check it at ${stamp.verifyUrl}`,
      'or scan the square: the page says whether this is the current version',
      'and whether a PDF you hold is this one, byte for byte.',
      `Rate fingerprint ${stamp.rateFingerprint}`,
      'Sent only inside the portal: a copy that came by e-mail or fax is not ours.',
    ],
    { size: qr.modules.size, isDark: (row, column) => qr.modules.get(row, column) === 1 },
  );

  pdf.heading('Parties');
  pdf.columns(['Broker', ...address(brokerage)], ['Carrier', ...address(carrier)]);

  pdf.heading('Lane');
  pdf.line(
    `${shipment.origin_city}, ${shipment.origin_state} ${shipment.origin_postal_code}  to  ${shipment.destination_city}, ${shipment.destination_state} ${shipment.destination_postal_code}` +
      (shipment.total_miles ? `   (${shipment.total_miles} miles)` : ''),
  );

  pdf.heading('Stops');
  pdf.table(tableColumns(STOP_TABLE.headers, pdf.widths(STOP_TABLE.widths)), stopRows(stops));

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
    pdf.table(tableColumns(['Description', 'Type', 'Rate', 'Units', 'Total'], pdf.widths([0.34, 0.2, 0.16, 0.12, 0.18]), [2, 3, 4]), rows);
    pdf.space(4);
    pdf.line(`Total carrier pay: ${formatUsd(totalCents)}`, { bold: true, size: 11 });
  } else {
    pdf.line(`Agreed rate: ${shipment.rate_cents === null ? 'not set' : formatUsd(shipment.rate_cents)}`, { bold: true, size: 11 });
  }
  if (shipment.rate_cents !== null && rows.length > 0) pdf.line(`Agreed line haul rate: ${formatUsd(shipment.rate_cents)}`, { color: PDF_COLORS.muted });

  pdf.heading('Terms');
  pdf.line(
    'The carrier agrees to transport the shipment above at the rate shown, under the carrier agreement on file with the broker. ' +
      "Times are local to each stop. Any accessorial charge needs the broker's written approval. Sign and return this confirmation.",
    { size: 8.5, color: PDF_COLORS.muted },
  );
  pdf.signature(['Carrier signature and date', 'Broker signature and date']);
  return pdf.save();
}
