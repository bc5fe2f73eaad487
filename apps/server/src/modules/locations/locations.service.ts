import type { Insertable } from 'kysely';
import { DOCK_STOP_TYPES, defaultDockDays, type DockDay } from '@portal/domain/locations/dock-hours';
import { locationNumber } from '@portal/domain/locations/location-number';
import type { DockScheduleInput, LocationInput, LocationListQuery } from '@portal/domain/locations/location-schemas';
import { answerMessage } from '@portal/domain/common/message-codes';
import { MESSAGES } from '@portal/domain/common/messages';
import type { DockHoursTable } from '../../db/database';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/problem';
import { geocodePostalCode } from './geocode';
import { dockScheduleOf, locationDetailView, locationView } from './location-view';
import {
  clearOtherPrimaries,
  findClosures,
  findDockHours,
  findLocation,
  insertLocation,
  listLocations,
  lockLocation,
  replaceDockSchedule,
  updateLocation,
} from './locations.repository';

const NOT_FOUND = 'Location';

export async function getLocationList(db: Db, caller: Caller, query: LocationListQuery, now = new Date()) {
  const { rows, totalCount } = await listLocations(db, caller.companyId, query);
  const ids = rows.map((r) => r.id);
  const [hours, closures] = await Promise.all([findDockHours(db, ids), findClosures(db, ids)]);
  return { data: rows.map((row) => locationView(row, dockScheduleOf(row.id, hours, closures), now)), totalCount };
}

export async function getLocation(db: Db, caller: Caller, id: number, now = new Date()) {
  const row = await findLocation(db, caller.companyId, id);
  if (!row) throw notFound(NOT_FOUND);
  const [hours, closures] = await Promise.all([findDockHours(db, [id]), findClosures(db, [id])]);
  return locationDetailView(row, dockScheduleOf(id, hours, closures), now);
}

/** The columns a create or an edit writes, geocoded from the postal code with its time zone. */
async function locationColumns(db: Db, input: LocationInput) {
  const place = await geocodePostalCode(db, input.postalCode, input.country);
  return {
    name: input.name,
    location_type: input.locationType,
    is_primary_location: input.isPrimaryLocation,
    lumpers_available: input.lumpersAvailable,
    is_appointment_required: input.isAppointmentRequired,
    overnight_parking: input.overnightParking,
    address_line1: input.addressLine1,
    address_line2: input.addressLine2 ?? null,
    city: input.city,
    province: input.province.toUpperCase(),
    postal_code: place.postalCode,
    country: input.country,
    latitude: place.latitude,
    longitude: place.longitude,
    iana_timezone: place.ianaTimezone,
    phone_numbers: input.phoneNumbers,
    edi_codes: [...new Set(input.ediCodes.map((c) => c.toUpperCase()))],
    email: input.email ?? null,
    dock_length: input.dockLength ?? null,
    directions: input.directions ?? null,
  };
}

function hourRows(locationId: number, stopType: string, days: readonly DockDay[]): Insertable<DockHoursTable>[] {
  return days.map((day) => ({
    location_id: locationId,
    stop_type: stopType,
    day_of_week: day.dayOfWeek,
    is_closed: day.isClosed,
    is_twenty_four_hour: day.isTwentyFourHour,
    start_time: day.startTime,
    end_time: day.endTime,
  }));
}

/** A new location of the caller's company, with the default dock hours (open 00:00-23:59 every day) for both stop types. */
export async function createLocation(db: Db, caller: Caller, input: LocationInput, now = new Date()) {
  const columns = await locationColumns(db, input);
  const id = await db.transaction().execute(async (trx) => {
    const { id: newId } = await insertLocation(trx, { ...columns, company_id: caller.companyId, created_at: now, updated_at: now });
    if (input.isPrimaryLocation) await clearOtherPrimaries(trx, caller.companyId, newId);
    await replaceDockSchedule(trx, newId, DOCK_STOP_TYPES.flatMap((type) => hourRows(newId, type, defaultDockDays())), []);
    return newId;
  });
  return { data: await getLocation(db, caller, id, now), ...answerMessage(MESSAGES.locationCreated) };
}

export async function editLocation(db: Db, caller: Caller, id: number, input: LocationInput, now = new Date()) {
  if (!(await findLocation(db, caller.companyId, id))) throw notFound(NOT_FOUND);
  const columns = await locationColumns(db, input);
  await db.transaction().execute(async (trx) => {
    if (!(await lockLocation(trx, caller.companyId, id))) throw notFound(NOT_FOUND);
    await updateLocation(trx, caller.companyId, id, { ...columns, updated_at: now });
    if (input.isPrimaryLocation) await clearOtherPrimaries(trx, caller.companyId, id);
  });
  return { data: await getLocation(db, caller, id, now), ...answerMessage(MESSAGES.locationUpdated({ locationNumber: locationNumber(id) })) };
}

/** Replaces both weeks of dock hours and the dated closures in one transaction. */
export async function saveDockSchedule(db: Db, caller: Caller, id: number, input: DockScheduleInput, now = new Date()) {
  await db.transaction().execute(async (trx) => {
    if (!(await lockLocation(trx, caller.companyId, id))) throw notFound(NOT_FOUND);
    await replaceDockSchedule(
      trx,
      id,
      [...hourRows(id, 'Shipping', input.shipping), ...hourRows(id, 'Receiving', input.receiving)],
      input.closures.map((c) => ({ closure_date: c.date, reason: c.reason })),
    );
    await updateLocation(trx, caller.companyId, id, { updated_at: now });
  });
  return { data: await getLocation(db, caller, id, now), ...answerMessage(MESSAGES.dockScheduleUpdated({ locationNumber: locationNumber(id) })) };
}
