import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NAV_ACCESS, ROUTE_ACCESS } from '@portal/domain/auth/access';
import { loadBoardRoutes } from '@portal/domain/load-board/load-board-routes';
import { serve } from '../../lib/serve-route';
import { findReloads, getAvailableShipment, searchAvailableShipments } from './available-shipments.service';
import { bookContractTl, bookItNow, bookLtl, bookSpot } from './booking.service';
import { requireBroker } from '../../lib/caller-guards';
import { topPicks } from './top-picks.service';
import { createBoardAnswerCache } from './board-answer-cache';

/**
 * The Load Board group (available freight, Top Picks, reloads): carriers only, refused to brokers
 * (the navigation hides it from them; the server says no as well).
 */
export const loadBoardPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const loadBoard = { onRequest: app.requireAccess(NAV_ACCESS.loadBoard) };
  const boardAnswers = createBoardAnswerCache<Awaited<ReturnType<typeof searchAvailableShipments>>>(app.config.boardCacheSeconds);

  serve(app, loadBoardRoutes.search, async (request) => boardAnswers(app.db, JSON.stringify(request.query), () => searchAvailableShipments(app.db, request.query)), loadBoard);
  serve(app, loadBoardRoutes.topPicks, async (request) => topPicks(app.db, request.caller, request.query.limit), loadBoard);
  serve(app, loadBoardRoutes.get, async (request) => getAvailableShipment(app.db, request.caller, request.params.shipmentNumber), loadBoard);
  serve(app, loadBoardRoutes.bookItNow, async (request) => bookItNow(app.db, request.caller, request.params.shipmentNumber), loadBoard);
  serve(app, loadBoardRoutes.reloads, async (request) => findReloads(app.db, request.caller, request.query), { onRequest: app.requireAccess(ROUTE_ACCESS.reloads) });
};

/** Brokerage and broker bookings of a shipment at a chosen rate (the service decides who may). */
export const bookingPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  const brokers = { onRequest: requireBroker };

  serve(app, loadBoardRoutes.bookContractTl, async (request) => bookContractTl(app.db, request.caller, request.params.id, request.body), brokers);
  serve(app, loadBoardRoutes.bookSpot, async (request) => bookSpot(app.db, request.caller, request.params.id, request.body), brokers);
  serve(app, loadBoardRoutes.bookLtl, async (request) => bookLtl(app.db, request.caller, request.params.id, request.body), brokers);
};
