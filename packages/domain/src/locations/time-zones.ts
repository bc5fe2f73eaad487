/**
 * Time-zone abbreviations as dates show them (the z of DATE_TIME_FORMAT), each with its fixed UTC
 * offset. An abbreviation names one offset; which one applies on a date is the IANA zone's business,
 * so ianaZone is only a representative zone for the region, not the zone of every place using it.
 */
export interface TimeZoneAbbreviation {
  readonly abbreviation: string;
  readonly name: string;
  /** Minutes east of UTC: EST is -300. */
  readonly utcOffsetMinutes: number;
  readonly isDaylightSaving: boolean;
  readonly ianaZone: string;
  readonly region: string;
}

const zone = (
  abbreviation: string,
  name: string,
  utcOffsetMinutes: number,
  isDaylightSaving: boolean,
  ianaZone: string,
  region: string,
): TimeZoneAbbreviation => ({ abbreviation, name, utcOffsetMinutes, isDaylightSaving, ianaZone, region });

export const TIME_ZONES: readonly TimeZoneAbbreviation[] = [
  zone('NST', 'Newfoundland Standard Time', -210, false, 'America/St_Johns', 'Newfoundland'),
  zone('NDT', 'Newfoundland Daylight Time', -150, true, 'America/St_Johns', 'Newfoundland'),
  zone('AST', 'Atlantic Standard Time', -240, false, 'America/Halifax', 'Atlantic'),
  zone('ADT', 'Atlantic Daylight Time', -180, true, 'America/Halifax', 'Atlantic'),
  zone('EST', 'Eastern Standard Time', -300, false, 'America/New_York', 'Eastern'),
  zone('EDT', 'Eastern Daylight Time', -240, true, 'America/New_York', 'Eastern'),
  zone('CST', 'Central Standard Time', -360, false, 'America/Chicago', 'Central'),
  zone('CDT', 'Central Daylight Time', -300, true, 'America/Chicago', 'Central'),
  zone('MST', 'Mountain Standard Time', -420, false, 'America/Denver', 'Mountain'),
  zone('MDT', 'Mountain Daylight Time', -360, true, 'America/Denver', 'Mountain'),
  zone('PST', 'Pacific Standard Time', -480, false, 'America/Los_Angeles', 'Pacific'),
  zone('PDT', 'Pacific Daylight Time', -420, true, 'America/Los_Angeles', 'Pacific'),
  zone('AKST', 'Alaska Standard Time', -540, false, 'America/Anchorage', 'Alaska'),
  zone('AKDT', 'Alaska Daylight Time', -480, true, 'America/Anchorage', 'Alaska'),
  zone('HST', 'Hawaii-Aleutian Standard Time', -600, false, 'Pacific/Honolulu', 'Hawaii-Aleutian'),
  zone('HDT', 'Hawaii-Aleutian Daylight Time', -540, true, 'America/Adak', 'Hawaii-Aleutian'),
  zone('SST', 'Samoa Standard Time', -660, false, 'Pacific/Pago_Pago', 'Samoa'),
  zone('ChST', 'Chamorro Standard Time', 600, false, 'Pacific/Guam', 'Chamorro'),
  zone('UTC', 'Coordinated Universal Time', 0, false, 'Etc/UTC', 'UTC'),
  zone('GMT', 'Greenwich Mean Time', 0, false, 'Etc/GMT', 'UTC'),
];

const BY_ABBREVIATION = new Map(TIME_ZONES.map((tz) => [tz.abbreviation.toUpperCase(), tz]));

/** Case-insensitive: 'est', 'EST' and 'ChST' all work. */
export function timeZoneOf(abbreviation: string | null | undefined): TimeZoneAbbreviation | undefined {
  return abbreviation ? BY_ABBREVIATION.get(abbreviation.trim().toUpperCase()) : undefined;
}

/** 'CDT' -> 'Central Daylight Time'. */
export function timeZoneNameOf(abbreviation: string | null | undefined): string | undefined {
  return timeZoneOf(abbreviation)?.name;
}

/** 'EST' -> -300. */
export function utcOffsetOf(abbreviation: string | null | undefined): number | undefined {
  return timeZoneOf(abbreviation)?.utcOffsetMinutes;
}

/** -210 -> '-03:30', 600 -> '+10:00'. */
export function formatUtcOffset(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const magnitude = Math.abs(offsetMinutes);
  const hours = String(Math.floor(magnitude / 60)).padStart(2, '0');
  const minutes = String(magnitude % 60).padStart(2, '0');
  return `${sign}${hours}:${minutes}`;
}

/** The abbreviations whose representative zone is this IANA zone, standard first (e.g. America/Chicago -> CST, CDT). */
export function abbreviationsForZone(ianaZone: string): readonly TimeZoneAbbreviation[] {
  return TIME_ZONES.filter((tz) => tz.ianaZone === ianaZone);
}
