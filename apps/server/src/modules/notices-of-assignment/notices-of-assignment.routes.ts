import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { noticeOfAssignmentRoutes } from '@portal/domain/notices-of-assignment/notice-routes';
import { auditContextOf } from '../../lib/audit-context';
import { serve } from '../../lib/serve-route';
import { sessionIdOf } from '../../plugins/auth';
import { decideNotice } from './notice-decisions.service';
import { fileNotice, fileRelease, getNotice, listNotices } from './notices-of-assignment.service';

/**
 * Notices of assignment on the Portal API: factors file notices and releases, carriers read those
 * naming them, the brokerage's payables staff decide. Who may write is checked in the services.
 */
export const noticesOfAssignmentPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const readers = { onRequest: app.requireAccess(ROUTE_ACCESS.noticesOfAssignment) };
  const uploads = { ...readers, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };
  const deps = { db: app.db, fileStore: app.fileStore, mailer: app.mailer, config: app.config, log: app.log };

  serve(app, noticeOfAssignmentRoutes.list, async (request) => listNotices(app.db, request.caller, request.query), readers);
  serve(app, noticeOfAssignmentRoutes.get, async (request) => getNotice(app.db, request.caller, request.params.noticeId), readers);
  serve(app, noticeOfAssignmentRoutes.file, async (request, reply) => reply.status(201).send(await fileNotice(deps, request.caller, request.body, auditContextOf(request))), uploads);
  serve(app, noticeOfAssignmentRoutes.fileRelease, async (request) => fileRelease(deps, request.caller, request.params.noticeId, request.body, auditContextOf(request)), uploads);
  serve(
    app,
    noticeOfAssignmentRoutes.decide,
    async (request) => decideNotice(deps, request.caller, sessionIdOf(request), request.params.noticeId, request.body, auditContextOf(request)),
    readers,
  );
};
