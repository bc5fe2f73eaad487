import { route } from '../api/route-contract';
import { HistoryPageSchema, HistoryQuerySchema } from '../common/history-schemas';
import { shipmentNumberParams } from './shipment-request-schemas';

/** A shipment's history: its activity, tender answers and documents as one list (decision 0298). */
export const shipmentHistoryRoutes = {
  history: route({
    service: 'portal',
    tags: ['shipments'],
    method: 'GET',
    path: '/shipments/:shipmentNumber/history',
    summary: "A shipment's history (who did what, when; field, old and new value), newest first; the load's parties only",
    params: shipmentNumberParams,
    query: HistoryQuerySchema,
    answer: HistoryPageSchema,
  }),
} as const;
