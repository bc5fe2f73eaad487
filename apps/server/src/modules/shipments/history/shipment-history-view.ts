import type { HistoryEntry } from '@portal/domain/common/history-schemas';
import { historyEntry, type HistoryRow } from '../../../db/history-page';
import { ActivityKind } from '../activity/shipment-activity';
import { statusValue } from '../detail/shipment-format';

/** The field an activity kind changes, as people read it; kinds that change no one field have none. */
const ACTIVITY_FIELDS: Partial<Record<string, string>> = {
  [ActivityKind.StatusChanged]: 'Status',
  [ActivityKind.Appointment]: 'Stop times',
  [ActivityKind.ProNumber]: 'PRO number',
  [ActivityKind.Equipment]: 'Equipment',
  [ActivityKind.DriverAssigned]: 'Driver',
  [ActivityKind.DriverRemoved]: 'Driver',
  [ActivityKind.EmptyLocation]: 'Empty location',
  [ActivityKind.MaxBuy]: 'Max buy',
  [ActivityKind.Origination]: 'Origination',
  [ActivityKind.TrackingConsent]: 'Tracking shared',
  [ActivityKind.Arrival]: 'Arrival',
  [ActivityKind.Departure]: 'Departure',
};

const statusName = (code: number | null) => (code === null ? null : statusValue(code).displayName);

/** One history entry as the API answers it; an entry that moved the status names its old and new status. */
export function historyEntryView(row: HistoryRow): HistoryEntry {
  const isActivity = row.id.startsWith('activity-');
  return {
    ...historyEntry(row),
    field: !isActivity ? row.field : row.status_after !== null ? 'Status' : (ACTIVITY_FIELDS[row.action] ?? null),
    oldValue: row.status_before === null ? row.old_value : statusName(row.status_before),
    newValue: row.status_after === null ? row.new_value : statusName(row.status_after),
  };
}
