import { z } from 'zod';

/**
 * What a live update says changed. Ids only: the page refetches what it shows through the API, which
 * applies the caller's visibility as always.
 * - tender, rate-request: one addressed to the caller's company was sent, answered or expired.
 * - shipment-status: a shipment of the caller's changed status (or carrier).
 * - shipment-position: the watched shipment has a new last position.
 * - case-note: a note was added to one of the caller's cases.
 * - offer: a negotiation on a board load the caller takes part in moved (an offer, a counter, an answer).
 * - reset: the stream cannot replay what was missed (too old); refetch everything shown.
 */
export const LIVE_UPDATE_KINDS = ['tender', 'rate-request', 'shipment-status', 'shipment-position', 'case-note', 'offer', 'reset'] as const;
export type LiveUpdateKind = (typeof LIVE_UPDATE_KINDS)[number];

export const LiveUpdateSchema = z.object({
  kind: z.enum(LIVE_UPDATE_KINDS),
  /** The tender, rate request, shipment or case; 0 for reset. */
  subjectId: z.number().int(),
  /** The update is about the shipment the stream watches. */
  watched: z.boolean(),
});
export type LiveUpdate = z.infer<typeof LiveUpdateSchema>;

const watchShipment = z.string().trim().min(1).max(50).optional();
const eventId = z.string().max(18).regex(/^\d{1,18}$/, 'An event id is a number');

export const LiveUpdatesQuerySchema = z.object({
  /** The shipment whose page is open (its number): its positions come too. */
  watchShipment,
  /** A stream ticket (POST /live-updates/tickets), for a browser's EventSource, which sends no headers. */
  ticket: z.string().max(2_000).optional(),
  /** Where a new stream resumes (as Last-Event-ID does for a reconnecting one). */
  lastEventId: eventId.optional(),
});

export const LiveUpdatesTicketBodySchema = z.object({
  /** The shipment the stream will watch: checked now, so a page the caller cannot see is told at once (404). */
  watchShipment,
});

export const LiveUpdatesTicketAnswerSchema = z.object({
  data: z.object({
    /** Opens one stream within a minute: GET /live-updates?ticket=... */
    ticket: z.string(),
    expiresAt: z.string(),
  }),
});

export const LiveUpdatesHeadersSchema = z.object({
  /** Where a reconnecting stream resumes: the id of the last event it received. */
  'last-event-id': eventId.optional(),
});

/** The stream's name for an event, and how long a client waits before reconnecting (ms). */
export const LIVE_UPDATE_EVENT = 'update';
export const LIVE_UPDATE_RETRY_MS = 3_000;
/** A comment line this often keeps proxies from closing a quiet stream. */
export const LIVE_UPDATE_KEEPALIVE_MS = 25_000;
/** Events are kept this long for streams that reconnect; older ones cannot be replayed. */
export const LIVE_EVENT_RETENTION_HOURS = 24;
