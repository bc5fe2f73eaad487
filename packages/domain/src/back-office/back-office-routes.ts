import { route } from '../api/route-contract';
import { AttentionLoadListSchema, DeskCarrierListSchema, DeskListQuerySchema, PendingAccessRequestListSchema } from './back-office-desk-schemas';

const desk = { service: 'portal', tags: ['back office'] } as const;

/** The brokerage staff's desk (read only): loads needing attention, carriers, open access requests. */
export const backOfficeRoutes = {
  loadsNeedingAttention: route({
    ...desk,
    method: 'GET',
    path: '/internal/loads-needing-attention',
    summary: 'Loads not covered with the pickup within 48 hours or past, with a stop update overdue, or with an unresolved problem; most overdue first, 50 a page',
    query: DeskListQuerySchema,
    answer: AttentionLoadListSchema,
  }),
  carriers: route({
    ...desk,
    method: 'GET',
    path: '/internal/carriers',
    summary: 'The carriers by name, with their active loads, invoices to approve and portal admins; 50 a page',
    query: DeskListQuerySchema,
    answer: DeskCarrierListSchema,
  }),
  accessRequests: route({
    ...desk,
    method: 'GET',
    path: '/internal/access-requests',
    summary: "Open access requests at every company, oldest first, with the number of the company's admins who can answer them; 50 a page",
    query: DeskListQuerySchema,
    answer: PendingAccessRequestListSchema,
  }),
} as const;
