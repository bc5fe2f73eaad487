import { route } from '../api/route-contract';
import { LiveUpdatesHeadersSchema, LiveUpdatesQuerySchema } from './live-update-schemas';

/** Live updates: one Server-Sent Events stream per signed-in page instead of polling. */
export const liveUpdateRoutes = {
  stream: route({
    service: 'portal',
    tags: ['live-updates'],
    method: 'GET',
    path: '/live-updates',
    summary:
      'A Server-Sent Events stream of what changed for the caller (event `update`, data a LiveUpdate); resumes after Last-Event-ID; watchShipment adds that shipment\'s positions',
    query: LiveUpdatesQuerySchema,
    headers: LiveUpdatesHeadersSchema,
    answer: 'file',
    produces: ['text/event-stream'],
  }),
} as const;
