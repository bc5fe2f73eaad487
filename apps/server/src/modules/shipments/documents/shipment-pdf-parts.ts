import { facilityLines } from '@portal/domain/orders/order-facility';
import type { ShipmentStopsRow, ShipmentsRow } from '../../../db/database';
import type { Db } from '../../../db/db';
import type { TableColumn } from '../../../lib/pdf/pdf-layout';
import { formatInZone } from '../detail/shipment-format';
import { findOrderHeader } from '../detail/shipment-orders.repository';
import { findBrokerageCompany, findCompanies, findStops, type CompanyRow } from '../access/shipments.repository';

/** A company's address block: name, street, city line, MC/DOT and how to reach it. */
export function address(company: CompanyRow | undefined): string[] {
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

/** The stops table both documents print: headers, widths (fractions of the page) and rows. */
export const STOP_TABLE = {
  headers: ['#', 'Type', 'Location', 'Window', 'Appointment'],
  widths: [0.05, 0.1, 0.37, 0.28, 0.2],
};

/** The facility of a shipment stop as printed: name, street, city line, dock hours and contact when known. */
export function stopFacilityLines(s: ShipmentStopsRow): string[] {
  return facilityLines({
    name: s.name,
    addressLine1: s.address_line1,
    addressLine2: s.address_line2,
    city: s.city,
    state: s.state,
    postalCode: s.postal_code,
    contactName: s.contact_name,
    contactPhone: s.contact_phone,
    dockHours: s.dock_hours,
  });
}

export function stopRows(stops: ShipmentStopsRow[]): string[][] {
  return stops.map((s, i) => [
    String(i + 1),
    s.stop_type,
    stopFacilityLines(s).join('\n'),
    stopWindow(s),
    s.appointment ? formatInZone(s.appointment, s.iana_timezone) : '',
  ]);
}

/** Table columns from headers, widths in points and the indexes of the right-aligned columns. */
export function tableColumns(headers: readonly string[], widths: readonly number[], rightAligned: readonly number[] = []): TableColumn[] {
  return headers.map((header, i) => ({ header, width: widths[i], align: rightAligned.includes(i) ? 'right' : 'left' }));
}

/** The parties, stops and order a shipment document prints. */
export async function documentParts(db: Db, shipment: ShipmentsRow) {
  const ids = [shipment.carrier_id, shipment.customer_id].filter((id): id is number => id !== null);
  const [companies, brokerage, stops, order] = await Promise.all([
    findCompanies(db, ids),
    findBrokerageCompany(db),
    findStops(db, shipment.id),
    shipment.order_id === null ? Promise.resolve(undefined) : findOrderHeader(db, shipment.order_id),
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
export type DocumentParts = Awaited<ReturnType<typeof documentParts>>;
