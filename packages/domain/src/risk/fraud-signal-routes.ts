import { route } from '../api/route-contract';
import { AcknowledgeFraudSignalBodySchema, FraudSignalDetailSchema, FraudSignalListQuerySchema, FraudSignalListSchema, FraudSignalParamsSchema } from './fraud-signal-schemas';

const risk = { service: 'portal', tags: ['risk'] } as const;

/** The brokerage staff's Risk page: fraud signals raised on carriers and their loads. */
export const fraudSignalRoutes = {
  list: route({
    ...risk,
    method: 'GET',
    path: '/internal/fraud-signals',
    summary: 'Fraud signals, newest first, by kind, status, carrier, load and the day raised; 50 a page',
    query: FraudSignalListQuerySchema,
    answer: FraudSignalListSchema,
  }),
  get: route({
    ...risk,
    method: 'GET',
    path: '/internal/fraud-signals/:signalId',
    summary: 'One fraud signal with its evidence and its history (raised, acknowledged with a note, cleared)',
    params: FraudSignalParamsSchema,
    answer: FraudSignalDetailSchema,
  }),
  acknowledge: route({
    ...risk,
    method: 'POST',
    path: '/internal/fraud-signals/:signalId/acknowledge',
    summary: 'Acknowledges an open signal with a note of what was checked; the signal and its history are answered',
    params: FraudSignalParamsSchema,
    body: AcknowledgeFraudSignalBodySchema,
    answer: FraudSignalDetailSchema,
  }),
} as const;
