import { route } from '../api/route-contract';
import { CaseModelSchema } from './case-model';
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
  CaseUpdateBodySchema,
} from './case-schemas';

const cases = { service: 'portal', tags: ['cases'] } as const;
const trucksCases = { service: 'trucks', tags: ['cases'] } as const;

/** Cases: search, counts, one case, its history, opening one, and the brokerage's changes. */
export const caseRoutes = {
  statusCounts: route({ ...cases, method: 'GET', path: '/cases/status-counts', summary: 'Visible cases per collapsed status, plus system-created cases', answer: CaseStatusCountsAnswerSchema }),
  search: route({ ...cases, method: 'GET', path: '/cases', summary: 'Search the visible cases with every filter of the case list', query: CaseSearchQuerySchema, answer: CaseListSchema }),
  get: route({ ...cases, method: 'GET', path: '/cases/:caseNumber', summary: 'One case by case number (or id)', params: CaseKeyParamsSchema, answer: CaseAnswerSchema }),
  history: route({ ...cases, method: 'GET', path: '/cases/:id/history', summary: "A case's history, newest first", params: CaseIdKeyParamsSchema, query: CaseHistoryQuerySchema, answer: CaseHistorySchema }),
  create: route({ ...cases, method: 'POST', path: '/cases', summary: 'Open a case on one of your shipments (the caseModel)', body: CaseModelSchema, status: 201, answer: CaseCreatedAnswerSchema }),
  update: route({
    ...cases,
    method: 'PATCH',
    path: '/internal/cases/:id',
    summary: 'Brokerage: change status, resolution, assignee, priority, follow-up or approved amount',
    params: CaseIdParamsSchema,
    body: CaseUpdateBodySchema,
    answer: CaseAnswerSchema,
  }),
  trucksSearch: route({ ...trucksCases, method: 'GET', path: '/v2/cases', summary: 'Search the visible cases', query: CaseSearchQuerySchema, answer: CaseListSchema }),
  trucksStatusCounts: route({ ...trucksCases, method: 'GET', path: '/v2/cases/count_stats', summary: 'Visible cases per collapsed status, plus the system view', answer: CaseStatusCountsAnswerSchema }),
  trucksHistory: route({ ...trucksCases, method: 'GET', path: '/v2/cases/:id/history', summary: "A case's history, newest first", params: CaseIdParamsSchema, query: CaseHistoryQuerySchema, answer: CaseHistorySchema }),
} as const;
