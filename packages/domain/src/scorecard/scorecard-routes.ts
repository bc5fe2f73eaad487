import { route } from '../api/route-contract';
import { FactoringCompanyListSchema, ScoreCardAnswerSchema, ScoreCardLoadsQuerySchema, ScoreCardLoadsSchema, ScoreCardParamsSchema } from './scorecard-schemas';

const carriers = { service: 'portal', tags: ['carriers'] } as const;

/** Carriers: the score card, the loads behind one of its metrics, and the factoring companies. */
export const scorecardRoutes = {
  scoreCard: route({
    ...carriers,
    method: 'GET',
    path: '/carriers/:carrierId/score-card',
    summary: 'The carrier score card: tier from the last month snapshot, this month projected, each metric with its definition and history',
    params: ScoreCardParamsSchema,
    answer: ScoreCardAnswerSchema,
  }),
  scoreCardLoads: route({
    ...carriers,
    method: 'GET',
    path: '/carriers/:carrierId/score-card/loads',
    summary: 'The loads behind one metric of the score card, with the outcome of each',
    params: ScoreCardParamsSchema,
    query: ScoreCardLoadsQuerySchema,
    answer: ScoreCardLoadsSchema,
  }),
  factoringCompanies: route({
    ...carriers,
    method: 'GET',
    path: '/carriers/factoring-companies',
    summary: 'Factoring companies a carrier can name as Remit To on its invoices and payments',
    answer: FactoringCompanyListSchema,
  }),
} as const;
