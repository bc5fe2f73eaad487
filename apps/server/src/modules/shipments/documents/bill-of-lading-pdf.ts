import type { ShipmentStopsRow, ShipmentsRow } from '../../../db/database';
import { LETTER_PORTRAIT, PDF_COLORS, PdfLayout } from '../../../lib/pdf/pdf-layout';
import { address, STOP_TABLE, stopFacilityLines, stopRows, tableColumns, type DocumentParts } from './shipment-pdf-parts';
import type { LineItemWithOrder } from '../access/shipments.repository';

const place = (s: ShipmentStopsRow | undefined) => (s ? stopFacilityLines(s) : ['-']);

/** The bill of lading: shipper, consignee, carrier, stops and the freight, no money. */
export async function billOfLadingBytes(shipment: ShipmentsRow, parts: DocumentParts, items: LineItemWithOrder[]): Promise<Uint8Array> {
  const { carrier, customer, stops, order } = parts;
  const number = shipment.shipment_number;
  const pickups = stops.filter((s) => s.stop_type === 'Pickup');
  const dropoffs = stops.filter((s) => s.stop_type === 'Dropoff');

  const pdf = await PdfLayout.create({
    page: LETTER_PORTRAIT,
    margin: 48,
    title: `Bill of Lading ${number}`,
    subject: `Shipment ${number}`,
    keywords: [`Shipment ${number}`],
    footer: (page) => `Bill of Lading - Shipment ${number} - page ${page}`,
  });
  pdf.title('Bill of Lading', `BOL ${number}`);
  pdf.line(`Shipment ${number}${order ? `   Order ${order.order_number}` : ''}${shipment.shipping_pro_number ? `   PRO ${shipment.shipping_pro_number}` : ''}`, { bold: true });
  if (shipment.reference_numbers.length > 0) pdf.line(`References: ${shipment.reference_numbers.join(', ')}`, { color: PDF_COLORS.muted });

  pdf.heading('Ship from / Ship to');
  pdf.columns(['Shipper', ...place(pickups[0])], ['Consignee', ...place(dropoffs[dropoffs.length - 1])]);
  pdf.heading('Carrier');
  pdf.columns(['Carrier', ...address(carrier)], [
    'Equipment',
    `${shipment.shipping_mode}, ${shipment.equipment_mode}`,
    `Truck ${shipment.truck_number ?? '-'}`,
    `Trailer ${shipment.trailer_number ?? '-'}`,
  ]);
  if (customer && !order?.is_blind) pdf.line(`Bill to: ${customer.name}`, { color: PDF_COLORS.muted });

  pdf.heading('Stops');
  pdf.table(tableColumns(STOP_TABLE.headers, pdf.widths(STOP_TABLE.widths)), stopRows(stops));

  pdf.heading('Freight');
  const rows = items.map((i) => [
    String(i.package_count ?? ''),
    i.packaging_unit_type ?? '',
    i.description ?? '',
    i.total_weight === null ? '' : `${Number(i.total_weight).toLocaleString('en-US')} lb`,
    i.freight_class ?? '',
    i.hazmat_un_number ? `${i.hazmat_un_number} cl ${i.hazmat_class ?? ''} ${i.hazmat_packing_group ?? ''}`.trim() : '',
  ]);
  if (rows.length > 0) {
    pdf.table(tableColumns(['Pieces', 'Packaging', 'Description', 'Weight', 'Class', 'Hazmat'], pdf.widths([0.09, 0.13, 0.36, 0.14, 0.1, 0.18]), [0, 3]), rows);
  } else {
    pdf.line('No line items on the order.', { color: PDF_COLORS.muted });
  }
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
