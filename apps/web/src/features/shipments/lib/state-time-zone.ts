/**
 * The list rows (shipment summaries) carry no stop time zone, so their windows are shown in the
 * zone of the stop's state; the detail page uses each stop's own ianaTimezone.
 */
export { stateTimeZone } from '@portal/domain/locations/state-time-zone';
