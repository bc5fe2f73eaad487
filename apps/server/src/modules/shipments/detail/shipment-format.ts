import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { DATE_TIME_FORMAT } from '@portal/domain/common/constants';
import { displayName } from '@portal/domain/common/enum';
import { stopText } from '@portal/domain/shipments/activity-texts';
import { SHIPMENT_STATUSES } from '@portal/domain/shipments/shipment-status';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

export interface StatusValue {
  value: number;
  displayName: string;
}

export function statusValue(code: number): StatusValue {
  return { value: code, displayName: displayName(SHIPMENT_STATUSES, code) ?? `Status ${code}` };
}

/** A code of one of the domain's coded lists with its display name (the code itself when unknown). */
export function coded(list: readonly { code: number; name: string }[], code: number): StatusValue {
  return { value: code, displayName: displayName(list, code) ?? String(code) };
}

export function statusName(code: number): string {
  return statusValue(code).displayName;
}

/** 'MM/DD/YYYY h:mm a z' in the stop's own time zone, as every stop time is shown. */
export function formatInZone(value: Date | string | null | undefined, ianaTimezone: string): string {
  if (value === null || value === undefined) return '';
  try {
    return dayjs(value).tz(ianaTimezone).format(DATE_TIME_FORMAT);
  } catch {
    return dayjs(value).utc().format('MM/DD/YYYY h:mm a [UTC]');
  }
}

/** Who did something (an activity, a problem report), or null when no user is known. */
export function userRef(row: { user_id: number | null; first_name: string | null; last_name: string | null; company_name: string | null }) {
  return row.user_id === null || row.first_name === null
    ? null
    : { id: row.user_id, firstName: row.first_name, lastName: row.last_name ?? '', companyName: row.company_name };
}

/** A stop as people read it: numbered from 1 on every page and document (from 0 in the data). */
export function stopLabel(stop: { stop_number: number; name: string; city: string; state: string }): string {
  return stopText(stop.stop_number + 1, stop.name, stop.city, stop.state);
}
