import type { AuditEventList, AuditEventQueryInput } from '@portal/domain/audit/audit-event-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/audit-events: one page of the audit log, newest first, filtered. */
export function getAuditEvents(params: AuditEventQueryInput, signal?: AbortSignal): Promise<AuditEventList> {
  return portal.get('/audit-events', { query: params, signal });
}

export function auditEventsQueryOptions(params: AuditEventQueryInput) {
  return queryOptions({
    queryKey: queryKeys.auditEvents.list(params),
    queryFn: ({ signal }) => getAuditEvents(params, signal),
    placeholderData: keepPreviousData,
    meta: { context: 'activity' },
  });
}

export function useAuditEvents(params: AuditEventQueryInput) {
  return useQuery(auditEventsQueryOptions(params));
}
