import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NAV_ACCESS } from '@portal/domain/auth/access';
import {
  LaneMatchesAnswerSchema,
  LaneMatchesQuerySchema,
  LiveEquipmentAnswerSchema,
  LiveEquipmentBodySchema,
  LiveEquipmentIdParamsSchema,
  LiveEquipmentListQuerySchema,
  LiveEquipmentListSchema,
} from '@portal/domain/live-equipment/live-equipment-schemas';
import {
  getLaneMatches,
  getLiveEquipment,
  getLiveEquipmentList,
  postLiveEquipment,
  removeLiveEquipment,
  replaceLiveEquipment,
} from './live-equipment.service';

const security = [{ bearer: [] }];

/**
 * Live equipment (posted trucks) and their lane matches: part of the Load Board group,
 * company-scoped (another company's id is a 404) and refused to brokers.
 */
export const liveEquipmentPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAccess(NAV_ACCESS.loadBoard));

  const equipmentTags = ['live-equipment'];
  app.get(
    '/live-equipment',
    {
      schema: {
        tags: equipmentTags,
        security,
        summary: "The company's posted trucks (still available unless includeExpired)",
        querystring: LiveEquipmentListQuerySchema,
        response: { 200: LiveEquipmentListSchema },
      },
    },
    async (request) => getLiveEquipmentList(app.db, request.caller, request.query),
  );
  app.get(
    '/live-equipment/:id',
    { schema: { tags: equipmentTags, security, summary: 'One posted truck', params: LiveEquipmentIdParamsSchema, response: { 200: LiveEquipmentAnswerSchema } } },
    async (request) => ({ data: await getLiveEquipment(app.db, request.caller, request.params.id) }),
  );
  app.post(
    '/live-equipment',
    {
      schema: {
        tags: equipmentTags,
        security,
        summary: 'Post a truck: where, when, equipment, desired destinations',
        body: LiveEquipmentBodySchema,
        response: { 201: LiveEquipmentAnswerSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await postLiveEquipment(app.db, request.caller, request.body) }),
  );
  app.put(
    '/live-equipment/:id',
    {
      schema: {
        tags: equipmentTags,
        security,
        summary: 'Replace a posted truck',
        params: LiveEquipmentIdParamsSchema,
        body: LiveEquipmentBodySchema,
        response: { 200: LiveEquipmentAnswerSchema },
      },
    },
    async (request) => ({ data: await replaceLiveEquipment(app.db, request.caller, request.params.id, request.body) }),
  );
  app.delete(
    '/live-equipment/:id',
    { schema: { tags: equipmentTags, security, summary: 'Remove a posted truck', params: LiveEquipmentIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeLiveEquipment(app.db, request.caller, request.params.id);
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/live-equipment/:id/lane-matches',
    {
      schema: {
        tags: equipmentTags,
        security,
        summary: 'Board loads for a posted truck: within the radius of the truck, in its window, toward its desired destinations',
        params: LiveEquipmentIdParamsSchema,
        querystring: LaneMatchesQuerySchema,
        response: { 200: LaneMatchesAnswerSchema },
      },
    },
    async (request) => getLaneMatches(app.db, request.caller, request.params.id, request.query),
  );
};
