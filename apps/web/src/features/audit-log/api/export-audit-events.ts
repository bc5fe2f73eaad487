import type { AuditEventQueryInput } from '@portal/domain/audit/audit-event-schemas';
import { useMutation } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';

export type AuditEventFilters = Omit<AuditEventQueryInput, 'page' | 'pageSize'>;

/** GET {portal}/audit-events.csv: the filtered entries (the newest 10,000 at most), saved as a file. */
export async function exportAuditEvents(filters: AuditEventFilters): Promise<void> {
  const blob = await portal.download('/audit-events.csv', { query: filters, headers: { Accept: 'text/csv' } });
  saveBlob(blob, `activity-${new Date().toISOString().slice(0, 10)}.csv`);
}

export function useExportAuditEvents() {
  return useMutation({ mutationFn: exportAuditEvents, meta: { context: 'activity export' } });
}
