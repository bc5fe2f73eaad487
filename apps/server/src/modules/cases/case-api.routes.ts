import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canAccess, ROUTE_ACCESS } from '@portal/domain/auth/access';
import { caseRoutes } from '@portal/domain/cases/case-routes';
import { MESSAGES } from '@portal/domain/common/messages';
import { HttpProblem, unauthorized } from '../../lib/problem';
import { serve } from '../../lib/serve-route';
import { caseHistory, createCase, getCase, searchCaseList } from './case-portal.service';
import { caseStatusCounts } from './cases.service';
import { answerMessage } from '@portal/domain/common/message-codes';

/**
 * The cases guard (ROUTE_ACCESS.cases: CarrierPortal or DriverPortal, brokers
 * excluded), opened to brokerage staff too, who see every case. Runs after the API's authenticate.
 */
export async function casesGuard(request: FastifyRequest): Promise<void> {
  if (!request.caller) throw unauthorized();
  if (!request.caller.isBrokerage && !canAccess(request.caller, ROUTE_ACCESS.cases)) throw new HttpProblem(403, 'Forbidden', MESSAGES.notAuthorized);
}

/** Opening a case takes its text and a few attachments' names, never files. */
const CASE_BODY_LIMIT = 64 * 1024;

/** Portal API cases: search, get (by case number or id), create from a shipment, history. */
export const casePortalApiRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, caseRoutes.search, async (request) => searchCaseList(app.db, request.caller, request.query), { onRequest: casesGuard });
  serve(app, caseRoutes.get, async (request) => ({ data: await getCase(app.db, request.caller, request.params.caseNumber) }), { onRequest: casesGuard });
  serve(app, caseRoutes.history, async (request) => caseHistory(app.db, request.caller, request.params.id, request.query.page, request.query.pageSize), { onRequest: casesGuard });
  serve(
    app,
    caseRoutes.create,
    async (request, reply) => reply.status(201).send({ data: await createCase(app.db, app.fileStore, request.caller, request.body), ...answerMessage(MESSAGES.caseCreated) }),
    { onRequest: casesGuard, bodyLimit: CASE_BODY_LIMIT },
  );
};

/** Trucks API cases, paths as the spec writes them (notes are the notes area's). */
export const caseTrucksRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, caseRoutes.trucksSearch, async (request) => searchCaseList(app.db, request.caller, request.query), { onRequest: casesGuard });
  serve(app, caseRoutes.trucksStatusCounts, async (request) => ({ data: await caseStatusCounts(app.db, request.caller) }), { onRequest: casesGuard });
  serve(app, caseRoutes.trucksHistory, async (request) => caseHistory(app.db, request.caller, String(request.params.id), request.query.page, request.query.pageSize), {
    onRequest: casesGuard,
  });
};
