import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { equipmentRoutes } from '@portal/domain/equipment/equipment-routes';
import { serve } from '../../lib/serve-route';
import { createEquipmentUnit, getEquipmentUnit, listEquipment, retireEquipmentUnit, updateEquipmentUnit } from './equipment.service';

/** The company's trailers and power units: CarrierPortal, company-scoped (another company's unit is a 404). */
export const equipmentPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAccess(ROUTE_ACCESS.equipment));

  serve(app, equipmentRoutes.list, async (request) => listEquipment(app.db, request.caller, request.query));
  serve(app, equipmentRoutes.create, async (request, reply) => reply.status(201).send({ data: await createEquipmentUnit(app.db, request.caller, request.body) }));
  serve(app, equipmentRoutes.get, async (request) => ({ data: await getEquipmentUnit(app.db, request.caller, request.params.equipmentId) }));
  serve(app, equipmentRoutes.update, async (request) => ({ data: await updateEquipmentUnit(app.db, request.caller, request.params.equipmentId, request.body) }));
  serve(app, equipmentRoutes.retire, async (request) => ({ data: await retireEquipmentUnit(app.db, request.caller, request.params.equipmentId) }));
};
