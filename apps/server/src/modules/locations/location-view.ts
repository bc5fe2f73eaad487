import { DOCK_STOP_TYPES, dockStatusAt, type DockClosure, type DockDay } from '@portal/domain/locations/dock-hours';
import { locationNumber } from '@portal/domain/locations/location-number';
import type { DockSchedule, Location, LocationDetail } from '@portal/domain/locations/location-schemas';
import type { DockHoursRow } from '../../db/database';
import type { LocationRow } from './locations.repository';

export interface ClosureRow {
  location_id: number;
  closure_date: string;
  reason: string | null;
}

function dayOf(row: DockHoursRow): DockDay {
  return { dayOfWeek: row.day_of_week, isClosed: row.is_closed, isTwentyFourHour: row.is_twenty_four_hour, startTime: row.start_time, endTime: row.end_time };
}

/** The dock schedule of one location from its rows: a week per stop type and the closures. */
export function dockScheduleOf(locationId: number, hours: readonly DockHoursRow[], closures: readonly ClosureRow[]): DockSchedule {
  const week = (stopType: string) => hours.filter((h) => h.location_id === locationId && h.stop_type === stopType).map(dayOf).sort((a, b) => a.dayOfWeek - b.dayOfWeek);
  return {
    shipping: week('Shipping'),
    receiving: week('Receiving'),
    closures: closures.filter((c) => c.location_id === locationId).map((c): DockClosure => ({ date: c.closure_date, reason: c.reason })),
  };
}

/** Open now and the next opening of both docks, read in the location's zone; null without a zone. */
export function dockStatusOf(schedule: DockSchedule, timeZone: string | null, now: Date): Location['dockStatus'] {
  if (!timeZone) return null;
  const [shipping, receiving] = DOCK_STOP_TYPES.map((type) => dockStatusAt(type === 'Shipping' ? schedule.shipping : schedule.receiving, schedule.closures, timeZone, now));
  return { shipping, receiving };
}

export function locationView(row: LocationRow, schedule: DockSchedule, now: Date): Location {
  return {
    id: row.id,
    locationNumber: locationNumber(row.id),
    name: row.name,
    locationType: row.location_type,
    isPrimaryLocation: row.is_primary_location,
    lumpersAvailable: row.lumpers_available,
    isAppointmentRequired: row.is_appointment_required,
    overnightParking: row.overnight_parking,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    city: row.city,
    province: row.province,
    postalCode: row.postal_code,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    ianaTimezone: row.iana_timezone,
    phoneNumbers: row.phone_numbers,
    ediCodes: row.edi_codes,
    email: row.email,
    dockLength: row.dock_length,
    directions: row.directions,
    companyId: row.company_id,
    companyName: row.company_name,
    dockStatus: dockStatusOf(schedule, row.iana_timezone, now),
    updatedAt: row.updated_at.toISOString(),
  };
}

export function locationDetailView(row: LocationRow, schedule: DockSchedule, now: Date): LocationDetail {
  return { ...locationView(row, schedule, now), dockSchedule: schedule };
}
