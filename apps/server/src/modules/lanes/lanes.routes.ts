import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NAV_ACCESS } from '@portal/domain/auth/access';
import { LaneIdParamsSchema, LaneListSchema, LanePagingQuerySchema } from '@portal/domain/lanes/lane-schemas';
import { SavedLaneAnswerSchema, SavedLaneBodySchema, SavedLaneListSchema } from '@portal/domain/lanes/saved-lane-schemas';
import { getLanes } from './lanes.service';
import { createSavedLane, getSavedLane, getSavedLanes, removeSavedLane, replaceSavedLane } from './saved-lanes.service';

const security = [{ bearer: [] }];

/**
 * Lanes and saved lanes: part of the Load Board group, company-scoped (another company's id is a
 * 404) and refused to brokers.
 */
export const lanePortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAccess(NAV_ACCESS.loadBoard));

  // ---- lanes
  app.get(
    '/lanes',
    {
      schema: {
        tags: ['lanes'],
        security,
        summary: "The company's history and declared lanes with recent loads hauled and loads on the board",
        querystring: LanePagingQuerySchema,
        response: { 200: LaneListSchema },
      },
    },
    async (request) => getLanes(app.db, request.caller, request.query),
  );

  // ---- saved lanes
  const savedLaneTags = ['saved-lanes'];
  app.get(
    '/saved-lanes',
    { schema: { tags: savedLaneTags, security, summary: "The company's saved lanes", querystring: LanePagingQuerySchema, response: { 200: SavedLaneListSchema } } },
    async (request) => getSavedLanes(app.db, request.caller, request.query),
  );
  app.get(
    '/saved-lanes/:id',
    { schema: { tags: savedLaneTags, security, summary: 'One saved lane', params: LaneIdParamsSchema, response: { 200: SavedLaneAnswerSchema } } },
    async (request) => ({ data: await getSavedLane(app.db, request.caller, request.params.id) }),
  );
  app.post(
    '/saved-lanes',
    {
      schema: {
        tags: savedLaneTags,
        security,
        summary: 'Save a lane (origin city/state or postal code, radius 1-500 miles; destination optional)',
        body: SavedLaneBodySchema,
        response: { 201: SavedLaneAnswerSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createSavedLane(app.db, request.caller, request.body) }),
  );
  app.put(
    '/saved-lanes/:id',
    {
      schema: { tags: savedLaneTags, security, summary: 'Replace a saved lane', params: LaneIdParamsSchema, body: SavedLaneBodySchema, response: { 200: SavedLaneAnswerSchema } },
    },
    async (request) => ({ data: await replaceSavedLane(app.db, request.caller, request.params.id, request.body) }),
  );
  app.delete(
    '/saved-lanes/:id',
    { schema: { tags: savedLaneTags, security, summary: 'Delete a saved lane', params: LaneIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeSavedLane(app.db, request.caller, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
