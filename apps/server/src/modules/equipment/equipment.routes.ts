import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import {
  EquipmentAnswerSchema,
  EquipmentBodySchema,
  EquipmentIdParamsSchema,
  EquipmentListQuerySchema,
  EquipmentListSchema,
} from '@portal/domain/equipment/equipment-schemas';
import { createEquipmentUnit, getEquipmentUnit, listEquipment, retireEquipmentUnit, updateEquipmentUnit } from './equipment.service';

const tags = ['equipment'];
const security = [{ bearer: [] }];

/** The company's trailers and power units: CarrierPortal, company-scoped (another company's unit is a 404). */
export const equipmentPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAccess(ROUTE_ACCESS.equipment));

  app.get(
    '/equipment',
    {
      schema: {
        tags,
        security,
        summary: "The company's trailers or power units (search, 50 a page) with the totals in service of both kinds",
        querystring: EquipmentListQuerySchema,
        response: { 200: EquipmentListSchema },
      },
    },
    async (request) => listEquipment(app.db, request.caller, request.query),
  );

  app.post(
    '/equipment',
    { schema: { tags, security, summary: 'Adds a trailer or power unit (the VIN must pass its check digit)', body: EquipmentBodySchema, response: { 201: EquipmentAnswerSchema } } },
    async (request, reply) => {
      reply.code(201);
      return { data: await createEquipmentUnit(app.db, request.caller, request.body) };
    },
  );

  app.get(
    '/equipment/:equipmentId',
    { schema: { tags, security, summary: 'One trailer or power unit', params: EquipmentIdParamsSchema, response: { 200: EquipmentAnswerSchema } } },
    async (request) => ({ data: await getEquipmentUnit(app.db, request.caller, request.params.equipmentId) }),
  );

  app.put(
    '/equipment/:equipmentId',
    {
      schema: {
        tags,
        security,
        summary: 'Edits a unit in service (its kind is fixed; a unit on an active load keeps its number)',
        params: EquipmentIdParamsSchema,
        body: EquipmentBodySchema,
        response: { 200: EquipmentAnswerSchema },
      },
    },
    async (request) => ({ data: await updateEquipmentUnit(app.db, request.caller, request.params.equipmentId, request.body) }),
  );

  app.post(
    '/equipment/:equipmentId/retire',
    {
      schema: {
        tags,
        security,
        summary: 'Retires a unit; 409 while an active load (Booked to At Stop) carries it',
        params: EquipmentIdParamsSchema,
        response: { 200: EquipmentAnswerSchema },
      },
    },
    async (request) => ({ data: await retireEquipmentUnit(app.db, request.caller, request.params.equipmentId) }),
  );
};
