import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { offerRoutes } from '@portal/domain/offers/offer-routes';
import { auditContextOf } from '../../lib/audit-context';
import { serve } from '../../lib/serve-route';
import { findOffers, getOffer, offerSummary } from './offers-read.service';
import { makeOffer, moveOffer } from './offer-moves.service';
import { confirmOffer } from './offer-confirm.service';

/**
 * Offers on board loads on the Portal API. Every signed-in user may ask; the answer holds only the
 * negotiations the caller may see (its carrier's own, or those on its brokerage's loads), and the
 * service decides which side, if any, the caller may move for.
 */
export const offerPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, mailer: app.mailer, afterAnswer: app.afterAnswer };
  const writes = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };

  serve(app, offerRoutes.list, async (request) => findOffers(app.db, request.caller, request.query));
  serve(app, offerRoutes.summary, async (request) => offerSummary(app.db, request.caller));
  serve(app, offerRoutes.get, async (request) => getOffer(app.db, request.caller, request.params.offerId));
  serve(app, offerRoutes.make, async (request, reply) => reply.status(201).send(await makeOffer(deps, request.caller, request.body, auditContextOf(request))), writes);
  serve(app, offerRoutes.counter, async (request) => moveOffer(deps, request.caller, request.params.offerId, { action: 'counter', body: request.body }, auditContextOf(request)), writes);
  serve(app, offerRoutes.accept, async (request) => moveOffer(deps, request.caller, request.params.offerId, { action: 'accept' }, auditContextOf(request)), writes);
  serve(app, offerRoutes.decline, async (request) => moveOffer(deps, request.caller, request.params.offerId, { action: 'decline', body: request.body }, auditContextOf(request)), writes);
  serve(app, offerRoutes.confirm, async (request) => confirmOffer(deps, request.caller, request.params.offerId, auditContextOf(request)), writes);
};
