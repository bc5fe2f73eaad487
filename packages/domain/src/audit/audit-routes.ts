import { route } from '../api/route-contract';
import { AUDIT_EXPORT_LIMIT } from './audit-actions';
import { AuditEventExportQuerySchema, AuditEventListSchema, AuditEventQuerySchema } from './audit-event-schemas';

const audit = { service: 'portal', tags: ['audit'] } as const;

/** The audit log, read only: a page of entries, or the filtered entries as CSV. */
export const auditRoutes = {
  list: route({
    ...audit,
    method: 'GET',
    path: '/audit-events',
    summary: 'Audit log entries, newest first, filtered by action, actor e-mail and dates; 50 a page (company admins: their company; brokerage staff: all)',
    query: AuditEventQuerySchema,
    answer: AuditEventListSchema,
  }),
  exportCsv: route({
    ...audit,
    method: 'GET',
    path: '/audit-events.csv',
    summary: `The filtered audit log entries as CSV, newest first, at most ${AUDIT_EXPORT_LIMIT.toLocaleString('en-US')}; X-Export-Truncated: true when more matched`,
    query: AuditEventExportQuerySchema,
    answer: 'file',
    produces: ['text/csv'],
  }),
} as const;
