import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NAV_ACCESS } from '@portal/domain/auth/access';
import { laneRoutes } from '@portal/domain/lanes/lane-routes';
import { serve } from '../../lib/serve-route';
import { getLanes } from './lanes.service';
import { createSavedLane, getSavedLane, getSavedLanes, removeSavedLane, replaceSavedLane } from './saved-lanes.service';

/**
 * Lanes and saved lanes: part of the Load Board group, company-scoped (another company's id is a
 * 404) and refused to brokers.
 */
export const lanePortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAccess(NAV_ACCESS.loadBoard));

  // ---- lanes
  serve(app, laneRoutes.list, async (request) => getLanes(app.db, request.caller, request.query));

  // ---- saved lanes
  serve(app, laneRoutes.savedList, async (request) => getSavedLanes(app.db, request.caller, request.query));
  serve(app, laneRoutes.savedGet, async (request) => ({ data: await getSavedLane(app.db, request.caller, request.params.id) }));
  serve(app, laneRoutes.savedCreate, async (request, reply) => reply.status(201).send({ data: await createSavedLane(app.db, request.caller, request.body) }));
  serve(app, laneRoutes.savedReplace, async (request) => ({ data: await replaceSavedLane(app.db, request.caller, request.params.id, request.body) }));
  serve(app, laneRoutes.savedDelete, async (request, reply) => {
    await removeSavedLane(app.db, request.caller, request.params.id);
    return reply.status(204).send(null);
  });
};
