import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { localeFormats } from './locale-formats';

// The z token (zone abbreviation) comes from advancedFormat, reading the zone set by timezone.
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

/** The browser's IANA zone ('America/Chicago'). */
export function localTimeZone(): string {
  return dayjs.tz.guess();
}

/**
 * 'MM/DD/YYYY h:mm a z' (spec section 9; Spanish 'DD/MM/YYYY HH:mm z') in the given zone, the
 * browser's by default; '' for no date.
 */
export function formatDateTimeWithZone(value: string | number | Date | null | undefined, zone: string = localTimeZone()): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  if (!date.isValid()) return '';
  return date.tz(zone).format(localeFormats().dateTime);
}
