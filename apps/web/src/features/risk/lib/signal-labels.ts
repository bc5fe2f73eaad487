import type { FraudSignalKind, FraudSignalStatus } from '@portal/domain/risk/fraud-signal-kinds';
import type { FraudSignalHistoryEntry } from '@portal/domain/risk/fraud-signal-schemas';
import { msg } from '../../../i18n/msg';

/** Each kind of signal in words (the filter, the rows, the dialog). */
export const SIGNAL_KIND_LABELS: Record<FraudSignalKind, string> = {
  Overbooked: msg('More loads than trucks'),
  PayeeChanged: msg('Payee changed'),
  ForeignEmailDomain: msg('Person at another domain'),
  NewDeviceBeforeBooking: msg('New device before booking'),
  SharedVehicle: msg('Truck on two carriers'),
  TruckFarFromPickup: msg('Truck far from pickup'),
  LoadReTendered: msg('Load re-tendered'),
};

export const SIGNAL_STATUS_LABELS: Record<FraudSignalStatus, string> = {
  Open: msg('Open'),
  Acknowledged: msg('Acknowledged'),
  Cleared: msg('Cleared'),
};

export const HISTORY_ACTION_LABELS: Record<FraudSignalHistoryEntry['action'], string> = {
  Raised: msg('Raised'),
  Acknowledged: msg('Acknowledged'),
  Cleared: msg('Cleared by the detectors'),
  Reopened: msg('Raised again'),
};

/** An evidence key as words: payeeChangeId → Payee change id. */
export function evidenceLabel(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An evidence value as text: a list item by item, a record by its values (its ids left out, they mean nothing to a reader). */
export function evidenceText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(evidenceText).join('; ');
  if (typeof value === 'object') {
    return Object.entries(value)
      .filter(([key]) => !/Id$/.test(key))
      .map(([, item]) => evidenceText(item))
      .join(', ');
  }
  return JSON.stringify(value);
}
