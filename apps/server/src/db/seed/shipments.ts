import type { Insertable } from 'kysely';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type {
  OrderLineItemsTable, OrderReferenceNumbersTable, OrderStopsTable, OrdersTable, ShipmentActivityTable,
  ShipmentDriversTable, ShipmentProblemsTable, ShipmentStopsTable, ShipmentsTable, TripsTable,
} from '../database';
import type { Companies, SeedContext } from './context';
import { isOnTime, nextStopDueAt, type ShipmentPlan, type ShipmentPlans } from './shipment-plan';
import type { Facility } from './locations';
import { Rng, insertAll, maxDate } from './support';
import type { Db } from '../db';

const S = ShipmentStatus;

/** Where a stop is, as order stops and shipment stops both store it. */
function placeColumns({ id, name, addressLine1, city, state, postalCode, country, latitude, longitude, ianaTimezone }: Facility) {
  return { location_id: id, name, address_line1: addressLine1, city, state, postal_code: postalCode, country, latitude, longitude, iana_timezone: ianaTimezone };
}

/**
 * Orders with their stops, line items and reference numbers; trips; shipments with stops, drivers,
 * activity and problems. Shipment, order, stop and trip ids come from the plan (creation order).
 */
export async function seedShipments(db: Db, ctx: SeedContext, companies: Companies, planned: ShipmentPlans): Promise<void> {
  const { ids, now } = ctx;
  const plans = planned.shipments;
  validate(plans, now);

  const orders: Insertable<OrdersTable>[] = [];
  const references: Insertable<OrderReferenceNumbersTable>[] = [];
  const orderStops: Insertable<OrderStopsTable>[] = [];
  const lineItems: Insertable<OrderLineItemsTable>[] = [];
  const shipments: Insertable<ShipmentsTable>[] = [];
  const stops: Insertable<ShipmentStopsTable>[] = [];
  const drivers: Insertable<ShipmentDriversTable>[] = [];
  const activity: Insertable<ShipmentActivityTable>[] = [];
  const problems: Insertable<ShipmentProblemsTable>[] = [];

  for (const plan of plans) {
    const first = plan.stops[0];
    const last = plan.stops[plan.stops.length - 1];
    const lastActivity = plan.activity.reduce((latest, row) => maxDate(latest, row.at), plan.createdAt);
    const updatedAt = lastActivity;
    const customerId = companies[plan.customer].id;
    const carrierId = plan.carrier ? companies[plan.carrier].id : null;

    orders.push({
      id: plan.orderId,
      order_number: plan.orderNumber,
      customer_id: customerId,
      created_by_user_id: plan.createdByUserId,
      status: plan.status === S.Voided ? -1 : plan.status === S.Draft ? 0 : 1,
      order_type: 'Standard',
      freight_term_type: plan.customer === 'apex' ? 'Collect' : 'Prepaid',
      origination: plan.origination,
      markup_cents: plan.rateCents && plan.maxBuyCents ? Math.max(0, plan.maxBuyCents - plan.rateCents) : null,
      freight_value_cents: Math.round(plan.weightLbs * (plan.customer === 'apex' ? 310 : 180)),
      shipping_mode: plan.shippingMode,
      equipment_mode: plan.equipmentMode,
      equipment_types: [plan.equipmentMode === 'Dry' ? "Van 53'" : plan.equipmentMode === 'Reefer' ? "Reefer 53'" : plan.equipmentMode === 'Flatbed' ? "Flatbed 48'" : 'Pneumatic Tanker'],
      is_just_in_time: plan.customer === 'northwind' && plan.orderId % 5 === 0,
      is_team_required: plan.requirements.includes('Team'),
      is_blind: plan.customer === 'apex' && plan.orderId % 4 === 0,
      special_instructions: plan.specialInstructions,
      reefer_temperature: plan.reeferTemperature,
      reefer_mode: plan.reeferTemperature === null ? null : plan.reeferTemperature <= 0 ? 'Continuous' : 'Cycle',
      hazmat_emergency_contact_info: plan.lineItems.some((i) => i.hazmat) ? 'CHEMTREC 1-800-424-9300' : null,
      chemtrac_account_number: plan.lineItems.some((i) => i.hazmat) ? `CCN${800_000 + plan.orderId}` : null,
      accessorials: plan.accessorials,
      requirements: plan.requirements,
      created_at: plan.createdAt,
      updated_at: updatedAt,
    });
    for (const ref of plan.references) {
      references.push({ id: ids.next('order_reference_numbers'), order_id: plan.orderId, label: ref.label, value: ref.value, type_id: ref.typeId });
    }
    for (const stop of plan.stops) {
      orderStops.push({
        id: stop.orderStopId,
        order_id: plan.orderId,
        stop_number: stop.stopNumber,
        stop_type: stop.type,
        ...placeColumns(stop.facility),
        early_date_time: stop.early,
        late_date_time: stop.late,
        appointment_date_time: stop.appointment,
      });
    }
    for (const [lineNumber, item] of plan.lineItems.entries()) {
      lineItems.push({
        id: item.id,
        order_id: plan.orderId,
        line_number: lineNumber,
        is_hazmat: item.hazmat,
        pickup_stop_id: plan.stops[item.pickupIndex].orderStopId,
        dropoff_stop_id: plan.stops[item.dropoffIndex].orderStopId,
        description: item.description,
        freight_class: item.freightClass,
        per_package_weight: Math.round((item.totalWeight / item.packageCount) * 100) / 100,
        total_weight: item.totalWeight,
        packaging_unit_type: item.packagingUnitType,
        package_count: item.packageCount,
        pallet_count: item.palletCount,
        length: 48,
        width: 40,
        height: item.height,
        hazmat_packing_group: item.hazmat ? 'III' : null,
        hazmat_class: item.hazmat ? '3' : null,
        hazmat_un_number: item.hazmat ? 'UN1133' : null,
      });
    }

    shipments.push({
      id: plan.id,
      shipment_number: plan.number,
      order_id: plan.orderId,
      customer_id: customerId,
      carrier_id: carrierId,
      trip_id: plan.tripId,
      status: plan.status,
      shipping_mode: plan.shippingMode,
      equipment_mode: plan.equipmentMode,
      is_partial: plan.isPartial,
      weight_lbs: plan.weightLbs,
      total_miles: plan.totalMiles,
      rate_cents: plan.rateCents,
      max_buy_cents: plan.maxBuyCents,
      posted_rate_cents: plan.postedRateCents,
      requirements: plan.requirements,
      reference_numbers: plan.references.map((r) => r.value),
      shipping_pro_number: plan.proNumber,
      truck_number: plan.truckNumber,
      trailer_number: plan.trailerNumber,
      empty_city: plan.empty?.city ?? null,
      empty_state: plan.empty?.state ?? null,
      empty_postal_code: plan.empty?.postalCode ?? null,
      empty_at: plan.empty?.at ?? null,
      origin_city: first.facility.city,
      origin_state: first.facility.state,
      origin_postal_code: first.facility.postalCode,
      origin_latitude: first.facility.latitude,
      origin_longitude: first.facility.longitude,
      destination_city: last.facility.city,
      destination_state: last.facility.state,
      destination_postal_code: last.facility.postalCode,
      destination_latitude: last.facility.latitude,
      destination_longitude: last.facility.longitude,
      origin_time_zone: first.facility.ianaTimezone,
      destination_time_zone: last.facility.ianaTimezone,
      pickup_early: first.early,
      pickup_late: first.late,
      delivery_early: last.early,
      delivery_late: last.late,
      next_stop_due_at: nextStopDueAt(plan.status, plan.stops),
      last_activity_at: lastActivity,
      last_latitude: plan.lastLocation?.latitude ?? null,
      last_longitude: plan.lastLocation?.longitude ?? null,
      last_location_at: plan.lastLocation?.at ?? null,
      is_on_time: isOnTime(plan.status, plan.stops, now),
      booked_at: plan.bookedAt,
      booked_by_user_id: plan.bookedByUserId,
      delivered_at: plan.deliveredAt,
      quick_closed_at: null,
      created_at: plan.createdAt,
      updated_at: updatedAt,
    });
    for (const stop of plan.stops) {
      const departedPickup = stop.type === 'Pickup' && stop.departedAt !== null;
      stops.push({
        id: stop.id,
        shipment_id: plan.id,
        order_stop_id: stop.orderStopId,
        stop_number: stop.stopNumber,
        stop_type: stop.type,
        ...placeColumns(stop.facility),
        early: stop.early,
        late: stop.late,
        appointment: stop.appointment,
        arrived_at: stop.arrivedAt,
        departed_at: stop.departedAt,
        expected_package_count: stop.packages,
        confirmed_package_count: departedPickup || (stop.type === 'Dropoff' && stop.departedAt) ? stop.packages : null,
        preload_recorded_at: departedPickup ? stop.arrivedAt : null,
      });
    }
    for (const driver of plan.drivers) {
      drivers.push({ shipment_id: plan.id, driver_id: driver.id, assigned_at: plan.bookedAt ?? plan.createdAt });
    }
    const sources = Rng.for(`activity-source:${plan.number}`);
    // Loads of the demo carrier are mostly tracked by ELD, some typed in by dispatch; the demo driver uses the link.
    const eldShare = plan.carrier === 'blueRidge' ? 0.8 : 0.6;
    for (const row of plan.activity) {
      const stopEvent = row.kind === 'Arrival' || row.kind === 'Departure';
      const byDemoDriver = row.userId !== null && plan.drivers.some((d) => d.userId === row.userId);
      activity.push({
        source: !stopEvent ? (row.userId === null ? 'ELD' : 'Manual') : byDemoDriver ? 'DriverLink' : sources.chance(eldShare) ? 'ELD' : 'Manual',
        id: ids.next('shipment_activity'),
        shipment_id: plan.id,
        kind: row.kind,
        description: row.description,
        status_before: row.statusBefore,
        status_after: row.statusAfter,
        stop_id: row.stopIndex === null ? null : plan.stops[row.stopIndex].id,
        user_id: row.userId,
        city: row.city,
        state: row.state,
        latitude: row.latitude,
        longitude: row.longitude,
        time_stamp: row.at,
      });
    }
    for (const problem of plan.problems) {
      problems.push({
        id: ids.next('shipment_problems'),
        shipment_id: plan.id,
        problem_type: problem.type,
        description: problem.description,
        reported_by_user_id: problem.reportedByUserId,
        created_at: problem.at,
        resolved_at: problem.resolvedAt,
      });
    }
  }

  const trips: Insertable<TripsTable>[] = planned.trips.map((trip) => ({
    id: trip.id,
    trip_number: trip.key,
    carrier_id: companies.blueRidge.id,
    created_at: trip.createdAt,
  }));

  await insertAll(db, 'orders', orders);
  await insertAll(db, 'order_reference_numbers', references);
  await insertAll(db, 'order_stops', orderStops);
  await insertAll(db, 'order_line_items', lineItems);
  await insertAll(db, 'trips', trips);
  await insertAll(db, 'shipments', shipments);
  await insertAll(db, 'shipment_stops', stops);
  await insertAll(db, 'shipment_drivers', drivers);
  await insertAll(db, 'shipment_activity', activity);
  await insertAll(db, 'shipment_problems', problems);
}

/** The plan's own promises, checked before anything is written: a broken demo fails loudly. */
function validate(plans: readonly ShipmentPlan[], now: Date): void {
  const t = now.getTime();
  for (const plan of plans) {
    const fail = (why: string) => {
      throw new Error(`seed: shipment ${plan.number} (${plan.tag}) ${why}`);
    };
    const events = plan.stops.flatMap((s) => [s.arrivedAt, s.departedAt]).filter((d): d is Date => d !== null);
    if (events.some((d) => d.getTime() > t)) fail('has a stop event in the future');
    if (plan.createdAt.getTime() > t) fail('is created in the future');
    const arrived = plan.stops.filter((s) => s.arrivedAt).length;
    const departed = plan.stops.filter((s) => s.departedAt).length;
    const n = plan.stops.length;
    switch (plan.status) {
      case S.Delivered:
      case S.DeliveryConfirmed:
        if (arrived !== n || departed !== n) fail('is delivered without every stop done');
        break;
      case S.InTransit:
        if (arrived === 0 || arrived !== departed || arrived === n) fail('is in transit without a departed pickup and an open stop');
        break;
      case S.AtStop:
        if (arrived !== departed + 1) fail('is at a stop without exactly one open arrival');
        break;
      default:
        if (arrived !== 0) fail('has arrivals before it moved');
    }
    if (plan.stops[0].type !== 'Pickup' || plan.stops[n - 1].type !== 'Dropoff') fail('does not start with a pickup and end with a dropoff');
    if (plan.status >= S.Booked && !plan.carrier) fail('is booked without a carrier');
    if (plan.status <= S.Tendering && plan.status >= S.Draft && plan.carrier) fail('has a carrier before booking');
  }
}
