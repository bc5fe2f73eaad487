import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { AUDIT_EXPORT_LIMIT } from '@portal/domain/audit/audit-actions';
import { AuditEventExportQuerySchema, AuditEventListSchema, AuditEventQuerySchema } from '@portal/domain/audit/audit-event-schemas';
import { auditEventsCsv, listAuditEventsFor } from './audit-events.service';

const tags = ['audit'];
const security = [{ bearer: [] }];

/** The audit log, read only: a company's admins read their company's entries, the brokerage's staff all. */
export const auditEventPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAccess(ROUTE_ACCESS.auditLog));

  app.get(
    '/audit-events',
    {
      schema: {
        tags,
        security,
        summary: 'Audit log entries, newest first, filtered by action, actor e-mail and dates; 50 a page (company admins: their company; brokerage staff: all)',
        querystring: AuditEventQuerySchema,
        response: { 200: AuditEventListSchema },
      },
    },
    async (request) => listAuditEventsFor(app.db, request.caller, request.query),
  );

  app.get(
    '/audit-events.csv',
    {
      schema: {
        tags,
        security,
        summary: `The filtered audit log entries as CSV, newest first, at most ${AUDIT_EXPORT_LIMIT.toLocaleString('en-US')}; X-Export-Truncated: true when more matched`,
        querystring: AuditEventExportQuerySchema,
        response: { 200: z.any().describe('text/csv') },
      },
    },
    async (request, reply) => {
      const { csv, rows, truncated } = await auditEventsCsv(app.db, request.caller, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="activity.csv"')
        .header('cache-control', 'private, no-store')
        .header('x-export-rows', String(rows))
        .header('x-export-truncated', String(truncated))
        .send(csv);
    },
  );
};
