import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canAccess, ROUTE_ACCESS } from '@portal/domain/auth/access';
import { CaseModelSchema } from '@portal/domain/cases/case-model';
import {
  CaseAnswerSchema,
  CaseCreatedAnswerSchema,
  CaseHistoryQuerySchema,
  CaseHistorySchema,
  CaseIdKeyParamsSchema,
  CaseIdParamsSchema,
  CaseKeyParamsSchema,
  CaseListSchema,
  CaseSearchQuerySchema,
  CaseStatusCountsAnswerSchema,
} from '@portal/domain/cases/case-schemas';
import { CASE_CREATED, NOT_AUTHORIZED } from '@portal/domain/common/messages';
import { HttpProblem, unauthorized } from '../../lib/problem';
import { caseHistory, createCase, getCase, searchCaseList } from './case-portal.service';
import { caseStatusCounts } from './cases.service';

/**
 * The cases guard (ROUTE_ACCESS.cases: CarrierPortal or DriverPortal, brokers
 * excluded), opened to brokerage staff too, who see every case. Runs after the API's authenticate.
 */
export async function casesGuard(request: FastifyRequest): Promise<void> {
  if (!request.caller) throw unauthorized('Authentication is required');
  if (!request.caller.isBrokerage && !canAccess(request.caller, ROUTE_ACCESS.cases)) throw new HttpProblem(403, 'Forbidden', NOT_AUTHORIZED);
}

const security = [{ bearer: [] }];
const tags = ['cases'];

/** Portal API cases: search, get (by case number or id), create from a shipment, history. */
export const casePortalApiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cases',
    {
      onRequest: casesGuard,
      schema: { tags, security, summary: 'Search the visible cases with every filter of the case list', querystring: CaseSearchQuerySchema, response: { 200: CaseListSchema } },
    },
    async (request) => searchCaseList(app.db, request.caller, request.query),
  );

  app.get(
    '/cases/:caseNumber',
    { onRequest: casesGuard, schema: { tags, security, summary: 'One case by case number (or id)', params: CaseKeyParamsSchema, response: { 200: CaseAnswerSchema } } },
    async (request) => ({ data: await getCase(app.db, request.caller, request.params.caseNumber) }),
  );

  app.get(
    '/cases/:id/history',
    {
      onRequest: casesGuard,
      schema: { tags, security, summary: "A case's history, newest first", params: CaseIdKeyParamsSchema, querystring: CaseHistoryQuerySchema, response: { 200: CaseHistorySchema } },
    },
    async (request) => caseHistory(app.db, request.caller, request.params.id, request.query.page, request.query.pageSize),
  );

  app.post(
    '/cases',
    {
      onRequest: casesGuard,
      bodyLimit: 64 * 1024,
      schema: { tags, security, summary: 'Open a case on one of your shipments (the caseModel)', body: CaseModelSchema, response: { 201: CaseCreatedAnswerSchema } },
    },
    async (request, reply) => reply.status(201).send({ data: await createCase(app.db, app.fileStore, request.caller, request.body), message: CASE_CREATED }),
  );
};

/** Trucks API cases, paths as the spec writes them (notes are the notes area's). */
export const caseTrucksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/cases',
    { onRequest: casesGuard, schema: { tags, security, summary: 'Search the visible cases', querystring: CaseSearchQuerySchema, response: { 200: CaseListSchema } } },
    async (request) => searchCaseList(app.db, request.caller, request.query),
  );

  app.get(
    '/v2/cases/count_stats',
    {
      onRequest: casesGuard,
      schema: { tags, security, summary: 'Visible cases per collapsed status, plus the system view', response: { 200: CaseStatusCountsAnswerSchema } },
    },
    async (request) => ({ data: await caseStatusCounts(app.db, request.caller) }),
  );

  app.get(
    '/v2/cases/:id/history',
    { onRequest: casesGuard, schema: { tags, security, summary: "A case's history, newest first", params: CaseIdParamsSchema, querystring: CaseHistoryQuerySchema, response: { 200: CaseHistorySchema } } },
    async (request) => caseHistory(app.db, request.caller, String(request.params.id), request.query.page, request.query.pageSize),
  );
};
