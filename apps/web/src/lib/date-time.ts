import { parseDate } from './parse-date';
import { localeFormats } from './locale-formats';

/**
 * The zone of times that belong to no stop (sent, answer-by, notes, activity) when the browser
 * names no place: a machine left on UTC (a terminal server, a kiosk, a container) would otherwise
 * show the portal's US users a clock none of their stops keep. Central is the zone stops default
 * to when their place gave none.
 */
export const FALLBACK_TIME_ZONE = 'America/Chicago';

/** Zones that are an offset, not a place: UTC, GMT and the Etc/ family. */
const PLACELESS_ZONE = /^(?:Etc\/.*|UTC|UCT|GMT|GMT0|Greenwich|Universal|Zulu)$/i;

/** The user's IANA zone ('America/Chicago'): the browser's, or FALLBACK_TIME_ZONE when it names no place. */
export function localTimeZone(browserZone: string | undefined = Intl.DateTimeFormat().resolvedOptions().timeZone): string {
  return browserZone && !PLACELESS_ZONE.test(browserZone) ? browserZone : FALLBACK_TIME_ZONE;
}

interface ZonedParts {
  year: string;
  month: string;
  day: string;
  /** 0-23. */
  hour: number;
  minute: string;
  /** The zone's abbreviation at that instant, as en-US writes it ('CST', 'GMT-5'). */
  zoneName: string;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(zone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZoneName: 'short' });
    zoneFormats.set(zone, format);
  }
  return format;
}

function zonedParts(date: Date, zone: string): ZonedParts {
  const parts = Object.fromEntries(zoneFormat(zone).formatToParts(date).map((part) => [part.type, part.value]));
  return { year: parts.year!.padStart(4, '0'), month: parts.month!, day: parts.day!, hour: Number(parts.hour) % 24, minute: parts.minute!, zoneName: parts.timeZoneName! };
}

/** The tokens of the portal's date-time formats (locale-formats.ts), written from a zone's wall time. */
function writeTokens(format: string, parts: ZonedParts): string {
  const hour12 = parts.hour % 12 || 12;
  const tokens: Record<string, string> = {
    YYYY: parts.year,
    MM: parts.month,
    DD: parts.day,
    HH: String(parts.hour).padStart(2, '0'),
    h: String(hour12),
    mm: parts.minute,
    a: parts.hour < 12 ? 'am' : 'pm',
    z: parts.zoneName,
  };
  return format.replace(/YYYY|MM|DD|HH|mm|h|a|z/g, (token) => tokens[token]!);
}

/**
 * 'MM/DD/YYYY h:mm a z' in English (the format carriers read on their paperwork; Spanish 'DD/MM/YYYY HH:mm z') in the given zone: a stop's
 * times in the stop's own zone, anything else in the user's (localTimeZone, the default); '' for no
 * date. Written with Intl, as dayjs with its timezone plugin wrote it (date-time.test.ts compares
 * the two), so the first load carries no date library.
 */
export function formatDateTimeWithZone(value: string | number | Date | null | undefined, zone?: string | null): string {
  return writeInZone(value, zone, localeFormats().dateTime);
}

/**
 * The time alone, with the zone, as the language writes it ('7:00 am CST', Spanish '07:00 CST'): the
 * time part of formatDateTimeWithZone, for a time whose day is said another way.
 */
export function formatTimeWithZone(value: string | number | Date | null | undefined, zone?: string | null): string {
  return writeInZone(value, zone, localeFormats().dateTime.replace(/^\S+\s+/, ''));
}

/** The value in the format, read in the zone (the user's when none); '' for no date. */
function writeInZone(value: string | number | Date | null | undefined, zone: string | null | undefined, format: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = parseDate(value);
  if (!date) return '';
  return writeTokens(format, zonedParts(date, zone || localTimeZone()));
}
