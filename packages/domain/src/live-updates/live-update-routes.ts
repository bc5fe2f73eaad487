import { route } from '../api/route-contract';
import { LiveUpdatesHeadersSchema, LiveUpdatesQuerySchema, LiveUpdatesTicketAnswerSchema, LiveUpdatesTicketBodySchema } from './live-update-schemas';

/** Live updates: one Server-Sent Events stream per signed-in page instead of polling. */
export const liveUpdateRoutes = {
  stream: route({
    service: 'portal',
    tags: ['live-updates'],
    method: 'GET',
    path: '/live-updates',
    summary:
      "A Server-Sent Events stream of what changed for the caller (event `update`, data a LiveUpdate); resumes after Last-Event-ID (or lastEventId); watchShipment adds that shipment's positions; a browser's EventSource signs in with ?ticket=",
    query: LiveUpdatesQuerySchema,
    headers: LiveUpdatesHeadersSchema,
    answer: 'file',
    produces: ['text/event-stream'],
  }),
  ticket: route({
    service: 'portal',
    tags: ['live-updates'],
    method: 'POST',
    path: '/live-updates/tickets',
    summary: "A ticket (one minute) that opens the caller's stream from a browser's EventSource, which cannot send the bearer token; 404 for a watched shipment the caller cannot see",
    body: LiveUpdatesTicketBodySchema,
    answer: LiveUpdatesTicketAnswerSchema,
  }),
} as const;
