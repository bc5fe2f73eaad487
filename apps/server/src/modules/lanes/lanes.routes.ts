import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NAV_ACCESS } from '@portal/domain/auth/access';
import { freightListSchema } from '../load-board/load-board-schemas';
import {
  idParams,
  laneMatchesQuery,
  laneSchema,
  liveEquipmentBody,
  liveEquipmentListQuery,
  liveEquipmentSchema,
  pagingQuery,
  savedLaneBody,
  savedLaneSchema,
} from './lanes-schemas';
import { getLanes } from './lanes.service';
import {
  getLaneMatches,
  getLiveEquipment,
  getLiveEquipmentList,
  postLiveEquipment,
  removeLiveEquipment,
  replaceLiveEquipment,
} from './live-equipment.service';
import { createSavedLane, getSavedLane, getSavedLanes, removeSavedLane, replaceSavedLane } from './saved-lanes.service';

const security = [{ bearer: [] }];
const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), totalCount: z.number().int() });

/**
 * Lanes, saved lanes and live equipment: the rest of the Load Board group, company-scoped (another
 * company's id is a 404) and refused to brokers.
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
        querystring: pagingQuery,
        response: { 200: list(laneSchema) },
      },
    },
    async (request) => getLanes(app.db, request.caller, request.query),
  );

  // ---- saved lanes
  const savedLaneTags = ['saved-lanes'];
  app.get(
    '/saved-lanes',
    { schema: { tags: savedLaneTags, security, summary: "The company's saved lanes", querystring: pagingQuery, response: { 200: list(savedLaneSchema) } } },
    async (request) => getSavedLanes(app.db, request.caller, request.query),
  );
  app.get(
    '/saved-lanes/:id',
    { schema: { tags: savedLaneTags, security, summary: 'One saved lane', params: idParams, response: { 200: z.object({ data: savedLaneSchema }) } } },
    async (request) => ({ data: await getSavedLane(app.db, request.caller, request.params.id) }),
  );
  app.post(
    '/saved-lanes',
    {
      schema: {
        tags: savedLaneTags,
        security,
        summary: 'Save a lane (origin city/state or postal code, radius 1-500 miles; destination optional)',
        body: savedLaneBody,
        response: { 201: z.object({ data: savedLaneSchema }) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createSavedLane(app.db, request.caller, request.body) }),
  );
  app.put(
    '/saved-lanes/:id',
    {
      schema: { tags: savedLaneTags, security, summary: 'Replace a saved lane', params: idParams, body: savedLaneBody, response: { 200: z.object({ data: savedLaneSchema }) } },
    },
    async (request) => ({ data: await replaceSavedLane(app.db, request.caller, request.params.id, request.body) }),
  );
  app.delete(
    '/saved-lanes/:id',
    { schema: { tags: savedLaneTags, security, summary: 'Delete a saved lane', params: idParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeSavedLane(app.db, request.caller, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // ---- live equipment
  const equipmentTags = ['live-equipment'];
  app.get(
    '/live-equipment',
    {
      schema: {
        tags: equipmentTags,
        security,
        summary: "The company's posted trucks (still available unless includeExpired)",
        querystring: liveEquipmentListQuery,
        response: { 200: list(liveEquipmentSchema) },
      },
    },
    async (request) => getLiveEquipmentList(app.db, request.caller, request.query),
  );
  app.get(
    '/live-equipment/:id',
    { schema: { tags: equipmentTags, security, summary: 'One posted truck', params: idParams, response: { 200: z.object({ data: liveEquipmentSchema }) } } },
    async (request) => ({ data: await getLiveEquipment(app.db, request.caller, request.params.id) }),
  );
  app.post(
    '/live-equipment',
    {
      schema: {
        tags: equipmentTags,
        security,
        summary: 'Post a truck: where, when, equipment, desired destinations',
        body: liveEquipmentBody,
        response: { 201: z.object({ data: liveEquipmentSchema }) },
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
        params: idParams,
        body: liveEquipmentBody,
        response: { 200: z.object({ data: liveEquipmentSchema }) },
      },
    },
    async (request) => ({ data: await replaceLiveEquipment(app.db, request.caller, request.params.id, request.body) }),
  );
  app.delete(
    '/live-equipment/:id',
    { schema: { tags: equipmentTags, security, summary: 'Remove a posted truck', params: idParams, response: { 204: z.null() } } },
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
        params: idParams,
        querystring: laneMatchesQuery,
        response: { 200: freightListSchema.extend({ liveEquipment: liveEquipmentSchema }) },
      },
    },
    async (request) => getLaneMatches(app.db, request.caller, request.params.id, request.query),
  );
};
