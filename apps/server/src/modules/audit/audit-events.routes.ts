import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { auditRoutes } from '@portal/domain/audit/audit-routes';
import { serve } from '../../lib/serve-route';
import { auditEventsCsv, listAuditEventsFor } from './audit-events.service';

/** The audit log, read only: a company's admins read their company's entries, the brokerage's staff all. */
export const auditEventPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAccess(ROUTE_ACCESS.auditLog));

  serve(app, auditRoutes.list, async (request) => listAuditEventsFor(app.db, request.caller, request.query));

  serve(app, auditRoutes.exportCsv, async (request, reply) => {
    const { csv, rows, truncated } = await auditEventsCsv(app.db, request.caller, request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="activity.csv"')
      .header('cache-control', 'private, no-store')
      .header('x-export-rows', String(rows))
      .header('x-export-truncated', String(truncated))
      .send(csv);
  });
};
