import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { AVAILABLE_SHIPMENTS_RADIUS_MILES, RELOAD_WINDOW_HOURS } from '@portal/domain/common/constants';
import type { Caller } from '../../lib/caller';
import { badRequest, HttpProblem, notFound } from '../../lib/problem';
import { statusValue } from '../shipments/detail/shipment-format';
import { isoRequired } from '@portal/domain/common/iso';
import { bookNowBlocker } from './booking.service';
import { findShipmentStops } from '../../db/freight-sql';
import { findAvailableByNumber, findReloadBase, searchFreight, searchNear, type BoardWalk, type NearSearch } from './freight.repository';
import { freightRow } from './freight-view';
import { mapView, stopView, zoneOf } from '../shipments/detail/offer-freight-view';
import { resolvePlace, type Place } from './places.service';
import { BOOKING_MESSAGES } from '@portal/domain/load-board/load-board-messages';
import { SHARED_MESSAGES } from '@portal/domain/common/shared-messages';
import type { AvailableShipmentsQuery } from '@portal/domain/load-board/load-board-schemas';
import { parsePickupDateRange } from '@portal/domain/load-board/pickup-date-range';
import type { Db } from '../../db/db';
import { codeOf, type CodedMessage } from '@portal/domain/common/message-codes';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A day alone means that whole day in the time zone; an instant is taken as given. */
function rangeStart(value: string | undefined, zone: string): Date | null {
  if (!value) return null;
  return value.length === 10 ? dayjs.tz(`${value}T00:00:00.000`, zone).toDate() : new Date(value);
}
function rangeEnd(value: string | undefined, zone: string): Date | null {
  if (!value) return null;
  return value.length === 10 ? dayjs.tz(`${value}T23:59:59.999`, zone).toDate() : new Date(value);
}

const center = (place: Place | null, radiusMiles: number) => (place ? { ...place, radiusMiles } : null);

const sameInstant = (a: Date | null, b: Date | null) => (a === null ? b === null : b !== null && a.getTime() === b.getTime());

type PickupQuery = Pick<AvailableShipmentsQuery, 'pickupFrom' | 'pickupTo' | 'dateRange' | 'timeZone'>;

/**
 * The pickup window asked for: pickupFrom and pickupTo, or the spec's dateRange (start,end) standing
 * for them. Both forms may come together only when they name the same window, read in the time zone.
 */
function pickupWindow(query: PickupQuery): { pickupFrom: Date | null; pickupTo: Date | null } {
  const pickupFrom = rangeStart(query.pickupFrom, query.timeZone);
  const pickupTo = rangeEnd(query.pickupTo, query.timeZone);
  if (pickupFrom && pickupTo && pickupTo < pickupFrom) throw badRequest(SHARED_MESSAGES.isBefore({ field: 'pickupTo', other: 'pickupFrom' }), { pickupTo: [SHARED_MESSAGES.mustBeOnOrAfter({ field: 'pickupFrom' })] });
  if (query.dateRange === undefined) return { pickupFrom, pickupTo };

  const range = parsePickupDateRange(query.dateRange);
  if (!range) throw badRequest(BOOKING_MESSAGES.dateRangeUnreadable, { dateRange: [BOOKING_MESSAGES.writeDateRange] });
  const window = { pickupFrom: rangeStart(range.from, query.timeZone), pickupTo: rangeEnd(range.to, query.timeZone) };
  if (window.pickupFrom && window.pickupTo && window.pickupTo < window.pickupFrom) throw badRequest(BOOKING_MESSAGES.dateRangeBackwards, { dateRange: [BOOKING_MESSAGES.endOnOrAfterStart] });
  const pickupFieldsGiven = query.pickupFrom !== undefined || query.pickupTo !== undefined;
  if (pickupFieldsGiven && !(sameInstant(pickupFrom, window.pickupFrom) && sameInstant(pickupTo, window.pickupTo))) {
    throw badRequest(BOOKING_MESSAGES.dateRangeDisagrees, { dateRange: [BOOKING_MESSAGES.sameDatesAsPickupFields] });
  }
  return window;
}

/** The load board search: Ready to Book loads by origin and destination radius, pickup dates, equipment and partials. */
export async function searchAvailableShipments(db: Db, query: AvailableShipmentsQuery, now = new Date(), walk: BoardWalk = 'cells') {
  const [origin, destination] = await Promise.all([
    resolvePlace(db, { city: query.originCity, state: query.originState, postalCode: query.originPostalCode, latitude: query.originLat, longitude: query.originLng }, 'origin'),
    resolvePlace(
      db,
      { city: query.destinationCity, state: query.destinationState, postalCode: query.destinationPostalCode, latitude: query.destinationLat, longitude: query.destinationLng },
      'destination',
    ),
  ]);
  if (query.sortProperty === 'originDistance' && !origin) {
    throw badRequest(BOOKING_MESSAGES.sortNeedsOrigin, { sortProperty: [BOOKING_MESSAGES.giveOriginToSort] });
  }
  if (query.sortProperty === 'destinationDistance' && !destination) {
    throw badRequest(BOOKING_MESSAGES.sortNeedsDestination, { sortProperty: [BOOKING_MESSAGES.giveDestinationToSort] });
  }
  const { pickupFrom, pickupTo } = pickupWindow(query);

  const { rows, totalCount, totalCountCapped } = await searchFreight(
    db,
    {
      origin,
      originRadius: query.originRadius,
      destination,
      destinationRadius: query.destinationRadius,
      pickupFrom,
      pickupTo,
      equipmentModes: query.equipmentModes ?? [],
      includePartials: query.includePartials,
      sortProperty: query.sortProperty,
      sortDirection: query.sortDirection,
      page: query.page,
      pageSize: query.pageSize,
    },
    now,
    walk,
  );
  return {
    data: rows.map(freightRow),
    totalCount,
    totalCountCapped,
    origin: center(origin, query.originRadius),
    destination: center(destination, query.destinationRadius),
  };
}

/** Why the caller may not book the load now, as text and code; null for both when it may. */
function blockedReason(reason: CodedMessage | null) {
  return { bookNowBlockedReason: reason?.text ?? null, bookNowBlockedReasonCode: reason ? codeOf(reason) : null };
}

/** One load of the board with its stops and what a map needs, and whether the caller may book it now. */
export async function getAvailableShipment(db: Db, caller: Caller, shipmentNumber: string, now = new Date()) {
  const row = await findAvailableByNumber(db, shipmentNumber, now);
  if (!row) throw new HttpProblem(404, 'Not Found', BOOKING_MESSAGES.noLongerAvailable);
  const [stops, blocker] = await Promise.all([findShipmentStops(db, row.id), bookNowBlocker(db, caller)]);
  const base = freightRow(row);
  return {
    ...base,
    status: statusValue(row.status),
    stops: stops.map(stopView),
    map: mapView(stops, base),
    canBookNow: blocker === null && row.posted_rate_cents !== null,
    ...blockedReason(blocker ?? (row.posted_rate_cents === null ? BOOKING_MESSAGES.noPostedRate : null)),
  };
}

// ---- reloads -----------------------------------------------------------------------------------

export interface ReloadsInput {
  carrierId?: number;
  shipmentNumberOrId: string;
  page: number;
  pageSize: number;
}

/**
 * Reloads: Ready to Book loads of the shipment's equipment picking up within the board radius of its
 * delivery, whose pickup window is still open when that delivery is done and opens within
 * RELOAD_WINDOW_HOURS of it (the same rule as Top Picks' reloads), by pickup date (the portal's
 * default reload ordering), then deadhead.
 */
export async function findReloads(db: Db, caller: Caller, input: ReloadsInput, now = new Date()) {
  if (input.carrierId !== undefined && input.carrierId !== caller.companyId) throw notFound('Carrier');
  const shipment = await findReloadBase(db, caller, input.shipmentNumberOrId);
  if (!shipment) throw notFound('Shipment');
  const deliveredBy = shipment.delivery_late ?? shipment.delivery_early ?? shipment.pickup_late ?? shipment.pickup_early;
  const deliveryPoint = { latitude: shipment.destination_latitude, longitude: shipment.destination_longitude };
  const { rows, totalCount, totalCountCapped } = await searchNear(
    db,
    {
      pickupNear: deliveryPoint,
      radiusMiles: AVAILABLE_SHIPMENTS_RADIUS_MILES,
      pickupAfter: deliveredBy,
      pickupBy: new Date(new Date(deliveredBy).getTime() + RELOAD_WINDOW_HOURS * 3_600_000),
      equipmentMode: shipment.equipment_mode,
      excludeShipmentId: shipment.id,
      page: input.page,
      pageSize: input.pageSize,
    },
    now,
  );
  return {
    data: rows.map(freightRow),
    totalCount,
    totalCountCapped,
    shipment: {
      id: shipment.id,
      shipmentNumber: shipment.shipment_number,
      destination: {
        city: shipment.destination_city,
        state: shipment.destination_state,
        postalCode: shipment.destination_postal_code,
        ...deliveryPoint,
        ianaTimezone: zoneOf(shipment.destination_timezone, shipment.destination_state),
      },
      deliveredBy: isoRequired(deliveredBy),
    },
  };
}

/** Board loads picking up near a point, as board rows (a posted truck's lane matches). */
export async function findLoadsNear(db: Db, search: NearSearch, now = new Date(), walk: BoardWalk = 'cells') {
  const { rows, totalCount, totalCountCapped } = await searchNear(db, search, now, walk);
  return { data: rows.map(freightRow), totalCount, totalCountCapped };
}
