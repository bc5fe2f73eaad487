import type { Caller } from '../../lib/caller';
import { badRequest, notFound } from '../../lib/problem';
import { resolvePlace } from '../load-board/places.service';
import { isoRequired } from '@portal/domain/common/iso';
import type { SavedLaneInput } from '@portal/domain/lanes/saved-lane-schemas';
import { deleteSavedLane, findSavedLane, insertSavedLane, listSavedLanes, updateSavedLane, type SavedLaneDbRow } from './saved-lanes.repository';
import type { Db } from '../../db/db';
import { LIVE_EQUIPMENT_MESSAGES } from '@portal/domain/live-equipment/live-equipment-messages';

const NOT_FOUND = 'Saved lane';

function savedLaneView(row: SavedLaneDbRow) {
  const hasDestination = row.destination_city !== null && row.destination_latitude !== null && row.destination_longitude !== null;
  return {
    id: row.id,
    name: row.name,
    origin: { city: row.origin_city, state: row.origin_state, postalCode: row.origin_postal_code, latitude: row.origin_latitude, longitude: row.origin_longitude },
    originRadius: row.origin_radius_miles,
    destination: hasDestination
      ? {
          city: row.destination_city!,
          state: row.destination_state ?? '',
          postalCode: row.destination_postal_code,
          latitude: row.destination_latitude!,
          longitude: row.destination_longitude!,
        }
      : null,
    destinationRadius: row.destination_radius_miles,
    equipmentMode: row.equipment_mode,
    notify: row.notify,
    matchingLoads: Number(row.matching_loads ?? 0),
    createdAt: isoRequired(row.created_at),
    updatedAt: isoRequired(row.updated_at),
  };
}

/** Resolves both ends through the postal codes; the origin is required, the destination optional. */
async function laneColumns(db: Db, input: SavedLaneInput) {
  const [origin, destination] = await Promise.all([
    resolvePlace(db, { city: input.originCity, state: input.originState, postalCode: input.originPostalCode }, 'origin'),
    resolvePlace(db, { city: input.destinationCity, state: input.destinationState, postalCode: input.destinationPostalCode }, 'destination'),
  ]);
  if (!origin) throw badRequest(LIVE_EQUIPMENT_MESSAGES.laneNeedsOrigin, { originCity: [LIVE_EQUIPMENT_MESSAGES.giveLaneOrigin] });
  return {
    name: input.name ?? null,
    origin_city: origin.city,
    origin_state: origin.state,
    origin_postal_code: origin.postalCode,
    origin_latitude: origin.latitude,
    origin_longitude: origin.longitude,
    origin_radius_miles: input.originRadius,
    destination_city: destination?.city ?? null,
    destination_state: destination?.state ?? null,
    destination_postal_code: destination?.postalCode ?? null,
    destination_latitude: destination?.latitude ?? null,
    destination_longitude: destination?.longitude ?? null,
    destination_radius_miles: input.destinationRadius,
    equipment_mode: input.equipmentMode ?? null,
    notify: input.notify,
  };
}

export async function getSavedLanes(db: Db, caller: Caller, input: { page: number; pageSize: number }, now = new Date()) {
  const { rows, totalCount } = await listSavedLanes(db, caller.companyId, input.page, input.pageSize, now);
  return { data: rows.map(savedLaneView), totalCount };
}

export async function getSavedLane(db: Db, caller: Caller, id: number, now = new Date()) {
  const row = await findSavedLane(db, caller.companyId, id, now);
  if (!row) throw notFound(NOT_FOUND);
  return savedLaneView(row);
}

export async function createSavedLane(db: Db, caller: Caller, input: SavedLaneInput) {
  const columns = await laneColumns(db, input);
  const id = await insertSavedLane(db, { ...columns, company_id: caller.companyId, user_id: caller.userId });
  return getSavedLane(db, caller, id);
}

export async function replaceSavedLane(db: Db, caller: Caller, id: number, input: SavedLaneInput) {
  // 404 before 400: another company's lane id says nothing about its fields.
  if (!(await findSavedLane(db, caller.companyId, id, new Date()))) throw notFound(NOT_FOUND);
  const columns = await laneColumns(db, input);
  if (!(await updateSavedLane(db, caller.companyId, id, { ...columns, updated_at: new Date() }))) throw notFound(NOT_FOUND);
  return getSavedLane(db, caller, id);
}

export async function removeSavedLane(db: Db, caller: Caller, id: number) {
  if (!(await deleteSavedLane(db, caller.companyId, id))) throw notFound(NOT_FOUND);
}
