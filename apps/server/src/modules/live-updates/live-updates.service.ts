import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LIVE_UPDATE_EVENT, LIVE_UPDATE_KEEPALIVE_MS, LIVE_UPDATE_RETRY_MS, type LiveUpdate } from '@portal/domain/live-updates/live-update-schemas';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { sessionIdOf } from '../../plugins/auth';
import { getVisibleShipmentByNumber } from '../shipments/access/shipment-access';
import type { LiveEventHub } from './live-event-hub';
import { mayEndSessionOf, updateFor } from './live-update-audience';
import { audienceEventsAfter, oldestEventId, type LiveEventRow } from './live-events.repository';

/** At most this many missed events are replayed to a reconnecting stream; more, and it is told to refetch. */
const REPLAY_LIMIT = 1_000;

export interface StreamRequest {
  caller: Caller;
  /** Whether the session the stream was opened with still runs (read afresh). */
  sessionRuns: () => Promise<boolean>;
  watchShipment?: string;
  lastEventId?: string;
}

const frame = (id: number, update: LiveUpdate) => `id: ${id}\nevent: ${LIVE_UPDATE_EVENT}\ndata: ${JSON.stringify(update)}\n\n`;

/**
 * Opens the caller's stream on `reply` (hijacked: the stream outlives the handler). A watched shipment
 * must be one the caller sees (404 otherwise, before anything is written). A Last-Event-ID replays the
 * caller's events missed since, then the stream carries on live; when they cannot all be replayed
 * (removed as too old, or too many) a `reset` tells the page to refetch what it shows. The stream
 * closes when its session ends (signed out here or elsewhere, or a new password).
 */
export async function openLiveUpdates(db: Db, hub: LiveEventHub, reply: FastifyReply, request: StreamRequest): Promise<void> {
  const { caller } = request;
  const watchedShipmentId = request.watchShipment ? (await getVisibleShipmentByNumber(db, caller, request.watchShipment)).id : null;

  const res = reply.raw;
  let open = true;
  const pending: string[] = [];
  let replaying = true;
  const write = (text: string) => {
    if (!open) return;
    if (replaying) pending.push(text);
    else res.write(text);
  };
  const deliver = (event: LiveEventRow) => {
    if (mayEndSessionOf(caller, event)) {
      void request.sessionRuns().then((runs) => runs || end());
      return;
    }
    const update = updateFor(caller, watchedShipmentId, event);
    if (update) write(frame(event.id, update));
  };

  let unsubscribe = () => {};
  const end = () => {
    if (!open) return;
    open = false;
    clearInterval(keepAlive);
    unsubscribe();
    res.end();
  };

  reply.hijack();
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // Proxies that buffer answers (nginx) would hold the events back.
    'x-accel-buffering': 'no',
  });
  res.write(`retry: ${LIVE_UPDATE_RETRY_MS}\n: connected\n\n`);
  const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), LIVE_UPDATE_KEEPALIVE_MS);
  res.on('close', end);

  try {
    const subscription = await hub.subscribe(deliver, end);
    unsubscribe = subscription.unsubscribe;
    if (request.lastEventId !== undefined && Number(request.lastEventId) < subscription.readUpTo) {
      // Written straight away: live events arriving meanwhile wait in `pending`, after these.
      const missed = await replay(db, caller, watchedShipmentId, Number(request.lastEventId), subscription.readUpTo);
      if (missed === 'reset') res.write(frame(subscription.readUpTo, { kind: 'reset', subjectId: 0, watched: false }));
      else for (const event of missed) res.write(frame(event.id, updateFor(caller, watchedShipmentId, event)!));
    }
  } catch (error) {
    end();
    throw error;
  }
  replaying = false;
  if (!open) return;
  for (const text of pending.splice(0)) res.write(text);
}

async function replay(db: Db, caller: Caller, watchedShipmentId: number | null, after: number, upTo: number): Promise<LiveEventRow[] | 'reset'> {
  const oldest = await oldestEventId(db);
  if (oldest === null || after < oldest - 1) return 'reset';
  const audience = caller.isBrokerage ? null : caller.companyId;
  const missed = await audienceEventsAfter(db, audience, after, upTo, REPLAY_LIMIT + 1);
  if (missed.length > REPLAY_LIMIT) return 'reset';
  return missed.filter((event) => updateFor(caller, watchedShipmentId, event) !== null);
}

/**
 * A stream ticket for the caller's session (a browser's EventSource cannot send the bearer token): a
 * minute to open the stream with. A watched shipment is checked now, so its page hears 404 at once.
 */
export async function issueStreamTicket(app: FastifyInstance, request: FastifyRequest, watchShipment: string | undefined): Promise<{ ticket: string; expiresAt: string }> {
  // An API key has no session to give a ticket of (403), a request without a token none at all (401).
  sessionIdOf(request);
  if (request.auth?.kind !== 'session') return Promise.reject(new Error('unreachable: sessionIdOf refused it'));
  if (watchShipment) await getVisibleShipmentByNumber(app.db, request.caller, watchShipment);
  const { token } = request.auth;
  const issued = await app.accessTokens.issue(
    { userId: token.userId, companyId: token.companyId, apiKey: token.apiKey, roles: token.roles, permissions: token.permissions, sessionGeneration: token.sessionGeneration, sessionId: token.sessionId },
    { mobile: token.mobile, use: 'stream' },
  );
  return { ticket: issued.accessToken, expiresAt: issued.expiresAt.toISOString() };
}
