import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NAV_ACCESS } from '@portal/domain/auth/access';
import { liveEquipmentRoutes } from '@portal/domain/live-equipment/live-equipment-routes';
import { serve } from '../../lib/serve-route';
import {
  getLaneMatches,
  getLiveEquipment,
  getLiveEquipmentList,
  postLiveEquipment,
  removeLiveEquipment,
  replaceLiveEquipment,
} from './live-equipment.service';

/**
 * Live equipment (posted trucks) and their lane matches: part of the Load Board group,
 * company-scoped (another company's id is a 404) and refused to brokers.
 */
export const liveEquipmentPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAccess(NAV_ACCESS.loadBoard));

  serve(app, liveEquipmentRoutes.list, async (request) => getLiveEquipmentList(app.db, request.caller, request.query));
  serve(app, liveEquipmentRoutes.get, async (request) => ({ data: await getLiveEquipment(app.db, request.caller, request.params.id) }));
  serve(app, liveEquipmentRoutes.post, async (request, reply) => reply.status(201).send({ data: await postLiveEquipment(app.db, request.caller, request.body) }));
  serve(app, liveEquipmentRoutes.replace, async (request) => ({ data: await replaceLiveEquipment(app.db, request.caller, request.params.id, request.body) }));
  serve(app, liveEquipmentRoutes.remove, async (request, reply) => {
    await removeLiveEquipment(app.db, request.caller, request.params.id);
    return reply.status(204).send(null);
  });
  serve(app, liveEquipmentRoutes.laneMatches, async (request) => getLaneMatches(app.db, request.caller, request.params.id, request.query));
};
