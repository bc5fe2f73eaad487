import type { Order, OrderSummary } from '@portal/domain/orders/order-schemas';
import type { ShipmentsRow } from '../../db/database';
import { statusValue } from '../shipments/detail/shipment-format';
import { iso, isoRequired } from '@portal/domain/common/iso';
import type { OrderLineRow, OrderListRow, OrderRow, OrderStopRow } from './orders.repository';

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);
const num = (value: number | string | null) => (value === null ? null : Number(value));

/** The status users read for an order: its shipment's, else the order's own. */
export function orderStatusCode(order: Pick<OrderRow, 'status'>, shipment: Pick<ShipmentsRow, 'status'> | undefined): number {
  return shipment ? shipment.status : order.status;
}

export interface OrderParts {
  order: OrderRow;
  stops: OrderStopRow[];
  lines: OrderLineRow[];
  references: { label: string; value: string; type_id: number | null }[];
  shipment: ShipmentsRow | undefined;
  consolidatedOrderNumbers: string[];
}

/** The spec's Order: stops in order with their lines (on the pickup that loads them) and their place. */
export function orderView({ order, stops, lines, references, shipment, consolidatedOrderNumbers }: OrderParts): Order {
  const stopNumberOf = new Map(stops.map((s, index) => [s.id, index]));
  return {
    id: order.id,
    orderNumber: order.order_number,
    version: order.version,
    status: statusValue(orderStatusCode(order, shipment)),
    orderType: order.order_type,
    freightTermType: order.freight_term_type,
    origination: order.origination,
    customerId: order.customer_id,
    customerName: order.customer_name,
    markup: dollars(order.markup_cents),
    freightValue: dollars(order.freight_value_cents),
    shippingMode: order.shipping_mode,
    equipmentMode: order.equipment_mode,
    equipmentTypes: order.equipment_types,
    isJustInTime: order.is_just_in_time,
    isTeamRequired: order.is_team_required,
    isBlind: order.is_blind,
    specialInstructions: order.special_instructions,
    reeferTemperature: num(order.reefer_temperature),
    reeferMode: order.reefer_mode,
    hazmatEmergencyContactInfo: order.hazmat_emergency_contact_info,
    chemtracAccountNumber: order.chemtrac_account_number,
    accessorials: order.accessorials,
    requirements: order.requirements,
    referenceNumbers: references.map((r) => ({ label: r.label, value: r.value, typeId: r.type_id })),
    stops: stops.map((stop) => ({
      id: stop.id,
      stopNumber: stop.stop_number,
      stopType: stop.stop_type === 'Dropoff' ? 'Dropoff' : 'Pickup',
      earlyDateTime: iso(stop.early_date_time) ?? '',
      lateDateTime: iso(stop.late_date_time),
      appointmentDateTime: iso(stop.appointment_date_time),
      location: {
        locationId: stop.location_id,
        name: stop.name ?? stop.city ?? '',
        addressLine1: stop.address_line1,
        addressLine2: stop.address_line2,
        city: stop.city ?? '',
        state: stop.state ?? '',
        postalCode: stop.postal_code ?? '',
        country: stop.country,
        contactName: stop.contact_name,
        contactPhone: stop.contact_phone,
        dockHours: stop.dock_hours,
        ianaTimezone: stop.iana_timezone ?? 'America/Chicago',
        latitude: stop.latitude ?? 0,
        longitude: stop.longitude ?? 0,
      },
      lineItems: lines
        .filter((line) => line.pickup_stop_id === stop.id)
        .map((line) => ({
          id: line.id,
          description: line.description,
          freightClass: line.freight_class,
          perPackageWeight: num(line.per_package_weight),
          totalWeight: num(line.total_weight),
          packagingUnitType: line.packaging_unit_type,
          packageCount: line.package_count,
          palletCount: line.pallet_count,
          length: num(line.length),
          width: num(line.width),
          height: num(line.height),
          isHazmat: line.is_hazmat,
          hazmatPackingGroup: line.hazmat_packing_group,
          hazmatClass: line.hazmat_class,
          hazmatUnNumber: line.hazmat_un_number,
          dropoffStopNumber: line.dropoff_stop_id === null ? null : (stopNumberOf.get(line.dropoff_stop_id) ?? null),
        })),
    })),
    shipment: shipment ? { id: shipment.id, shipmentNumber: shipment.shipment_number, status: statusValue(shipment.status) } : null,
    consolidatedOrderNumbers,
    totalWeight: lines.reduce((sum, l) => sum + Number(l.total_weight ?? 0), 0),
    totalPieces: lines.reduce((sum, l) => sum + (l.package_count ?? 0), 0),
    createdAt: isoRequired(order.created_at),
    updatedAt: isoRequired(order.updated_at),
    createdBy: order.creator_first_name === null ? null : { firstName: order.creator_first_name, lastName: order.creator_last_name ?? '' },
  };
}

export function orderSummaryView(row: OrderListRow): OrderSummary {
  return {
    id: row.id,
    orderNumber: row.order_number,
    status: statusValue(Number(row.status)),
    customerName: row.customer_name,
    shippingMode: row.shipping_mode,
    equipmentMode: row.equipment_mode,
    origin: row.origin_city === null ? null : { city: row.origin_city, state: row.origin_state ?? '', postalCode: row.origin_postal_code ?? '' },
    destination: row.destination_city === null ? null : { city: row.destination_city, state: row.destination_state ?? '', postalCode: row.destination_postal_code ?? '' },
    pickupDate: iso(row.pickup_early),
    deliveryDate: iso(row.delivery_early),
    stopCount: Number(row.stop_count),
    shipmentNumber: row.shipment_number,
    referenceNumbers: row.reference_numbers,
    isBlind: row.is_blind,
    createdAt: isoRequired(row.created_at),
  };
}
