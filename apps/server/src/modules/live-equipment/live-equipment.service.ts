import { z } from 'zod';
import type { LiveEquipmentRow } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { badRequest, notFound } from '../../lib/problem';
import { isCompanyDriver } from '../drivers/drivers.service';
import { findLoadsNear } from '../load-board/available-shipments.service';
import { postalCodeZones, resolvePlace, type Place } from '../load-board/places.service';
import { zoneOf } from '../shipments/detail/offer-freight-view';
import { iso, isoRequired } from '@portal/domain/common/iso';
import type { LiveEquipmentInput } from '@portal/domain/live-equipment/live-equipment-schemas';
import {
  deleteLiveEquipment,
  findLiveEquipment,
  insertLiveEquipment,
  listLiveEquipment,
  updateLiveEquipment,
} from './live-equipment.repository';
import type { Db } from '../../db/db';
import { SHARED_MESSAGES } from '@portal/domain/common/shared-messages';
import { LIVE_EQUIPMENT_MESSAGES } from '@portal/domain/live-equipment/live-equipment-messages';

const NOT_FOUND = 'Live equipment';

/** Desired destinations as stored (jsonb): resolved places with their radius. */
const StoredDestinations = z.array(
  z.object({
    city: z.string(),
    state: z.string(),
    postalCode: z.string().nullable(),
    latitude: z.number(),
    longitude: z.number(),
    radiusMiles: z.number(),
  }),
);
type StoredDestination = z.infer<typeof StoredDestinations>[number];

function storedDestinations(value: unknown): StoredDestination[] {
  const parsed = StoredDestinations.safeParse(typeof value === 'string' ? JSON.parse(value) : value);
  return parsed.success ? parsed.data : [];
}

/** The zone a truck's window is read in: its postal code's, else its state's. */
async function truckZones(db: Db, rows: readonly LiveEquipmentRow[]): Promise<(row: LiveEquipmentRow) => string> {
  const zones = await postalCodeZones(db, rows.flatMap((row) => (row.postal_code ? [row.postal_code] : [])));
  return (row) => zoneOf(row.postal_code ? zones.get(row.postal_code) : null, row.state);
}

async function oneView(db: Db, row: LiveEquipmentRow, now: Date) {
  return liveEquipmentView(row, now, (await truckZones(db, [row]))(row));
}

function liveEquipmentView(row: LiveEquipmentRow, now: Date, ianaTimezone: string) {
  return {
    id: row.id,
    location: { city: row.city, state: row.state, postalCode: row.postal_code, latitude: row.latitude, longitude: row.longitude, ianaTimezone },
    availableFrom: isoRequired(row.available_from),
    availableTo: iso(row.available_to),
    isExpired: row.available_to !== null && row.available_to.getTime() < now.getTime(),
    equipmentMode: row.equipment_mode,
    truckNumber: row.truck_number,
    driverId: row.driver_id,
    desiredDestinations: storedDestinations(row.desired_destinations),
    notes: row.notes,
    createdAt: isoRequired(row.created_at),
  };
}

/** Validates and resolves a posted truck: its place, its window, its driver and where it would like to go. */
async function equipmentColumns(db: Db, caller: Caller, input: LiveEquipmentInput) {
  const place = await resolvePlace(db, { city: input.city, state: input.state, postalCode: input.postalCode }, '');
  if (!place) throw badRequest(LIVE_EQUIPMENT_MESSAGES.whereIsTheTruck, { city: [SHARED_MESSAGES.placeNeeded] });
  const availableFrom = new Date(input.availableFrom);
  const availableTo = input.availableTo ? new Date(input.availableTo) : null;
  if (availableTo && availableTo < availableFrom) throw badRequest(SHARED_MESSAGES.isBefore({ field: 'availableTo', other: 'availableFrom' }), { availableTo: [SHARED_MESSAGES.mustBeOnOrAfter({ field: 'availableFrom' })] });
  if (input.driverId != null && !(await isCompanyDriver(db, caller.companyId, input.driverId))) {
    throw badRequest(SHARED_MESSAGES.unknownDriver, { driverId: [SHARED_MESSAGES.noDriverInCompany({ driverId: input.driverId })] });
  }
  const destinations: StoredDestination[] = [];
  for (const [index, wanted] of input.desiredDestinations.entries()) {
    const resolved: Place | null = await resolvePlace(db, { city: wanted.city, state: wanted.state, postalCode: wanted.postalCode }, `desiredDestinations.${index}.`);
    if (!resolved) throw badRequest(LIVE_EQUIPMENT_MESSAGES.destinationNeedsPlace, { [`desiredDestinations.${index}.city`]: [SHARED_MESSAGES.placeNeeded] });
    destinations.push({ ...resolved, radiusMiles: wanted.radiusMiles });
  }
  return {
    city: place.city,
    state: place.state,
    postal_code: place.postalCode,
    latitude: place.latitude,
    longitude: place.longitude,
    available_from: availableFrom,
    available_to: availableTo,
    equipment_mode: input.equipmentMode,
    truck_number: input.truckNumber ?? null,
    driver_id: input.driverId ?? null,
    desired_destinations: JSON.stringify(destinations),
    notes: input.notes ?? null,
  };
}

export async function getLiveEquipmentList(db: Db, caller: Caller, input: { includeExpired: boolean; page: number; pageSize: number }, now = new Date()) {
  const { rows, totalCount } = await listLiveEquipment(db, caller.companyId, input, now);
  const zoneOfRow = await truckZones(db, rows);
  return { data: rows.map((row) => liveEquipmentView(row, now, zoneOfRow(row))), totalCount };
}

async function ownEquipment(db: Db, caller: Caller, id: number) {
  const row = await findLiveEquipment(db, caller.companyId, id);
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function getLiveEquipment(db: Db, caller: Caller, id: number, now = new Date()) {
  return oneView(db, await ownEquipment(db, caller, id), now);
}

export async function postLiveEquipment(db: Db, caller: Caller, input: LiveEquipmentInput, now = new Date()) {
  const columns = await equipmentColumns(db, caller, input);
  const row = await insertLiveEquipment(db, { ...columns, company_id: caller.companyId, user_id: caller.userId });
  return oneView(db, row, now);
}

export async function replaceLiveEquipment(db: Db, caller: Caller, id: number, input: LiveEquipmentInput, now = new Date()) {
  await ownEquipment(db, caller, id);
  const columns = await equipmentColumns(db, caller, input);
  const row = await updateLiveEquipment(db, caller.companyId, id, columns);
  if (!row) throw notFound(NOT_FOUND);
  return oneView(db, row, now);
}

export async function removeLiveEquipment(db: Db, caller: Caller, id: number) {
  if (!(await deleteLiveEquipment(db, caller.companyId, id))) throw notFound(NOT_FOUND);
}

/**
 * Lane matches of a posted truck: board loads of its equipment picking up within the radius of the
 * truck, whose pickup window is open once the truck is available and opens before it stops being
 * available, and (when the truck names desired destinations) delivering within one of them.
 */
export async function getLaneMatches(db: Db, caller: Caller, id: number, input: { radius: number; page: number; pageSize: number }, now = new Date()) {
  const truck = await ownEquipment(db, caller, id);
  const destinations = storedDestinations(truck.desired_destinations);
  const { data, totalCount, totalCountCapped } = await findLoadsNear(
    db,
    {
      pickupNear: { latitude: truck.latitude, longitude: truck.longitude },
      radiusMiles: input.radius,
      pickupAfter: truck.available_from,
      pickupBy: truck.available_to,
      deliveryNear: destinations,
      equipmentMode: truck.equipment_mode,
      page: input.page,
      pageSize: input.pageSize,
    },
    now,
  );
  return { data, totalCount, totalCountCapped, liveEquipment: await oneView(db, truck, now) };
}
