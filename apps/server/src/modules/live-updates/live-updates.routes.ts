import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { liveUpdateRoutes } from '@portal/domain/live-updates/live-update-routes';
import { serve } from '../../lib/serve-route';
import { tokenSessionRuns } from '../auth/session-checks';
import { issueStreamTicket, openLiveUpdates } from './live-updates.service';

/** A page opens one stream and reconnects now and then; a few a minute per address is plenty. */
const streamRateLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** What changed for the caller, as Server-Sent Events: read-only, the caller's own events only. */
export const liveUpdatePortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAccess(ROUTE_ACCESS.liveUpdates));
  serve(
    app,
    liveUpdateRoutes.stream,
    async (request, reply) => {
      await openLiveUpdates(app.db, app.liveEvents, reply, {
        caller: request.caller,
        // An API key has no session to end; a session's stream closes with it.
        sessionRuns: async () => request.auth?.kind !== 'session' || tokenSessionRuns(app.db, app.sessionChecks, request.auth.token),
        watchShipment: request.query.watchShipment,
        lastEventId: request.headers['last-event-id'] ?? request.query.lastEventId,
      });
    },
    { config: streamRateLimit },
  );
  serve(app, liveUpdateRoutes.ticket, async (request) => ({ data: await issueStreamTicket(app, request, request.body.watchShipment) }), { config: streamRateLimit });
};
