import { route } from '../api/route-contract';
import {
  LaneMatchesAnswerSchema,
  LaneMatchesQuerySchema,
  LiveEquipmentAnswerSchema,
  LiveEquipmentBodySchema,
  LiveEquipmentIdParamsSchema,
  LiveEquipmentListQuerySchema,
  LiveEquipmentListSchema,
} from './live-equipment-schemas';

const liveEquipment = { service: 'portal', tags: ['live-equipment'] } as const;

/** Live equipment (posted trucks): list, read, post, replace, remove, and the board loads matching one. */
export const liveEquipmentRoutes = {
  list: route({
    ...liveEquipment,
    method: 'GET',
    path: '/live-equipment',
    summary: "The company's posted trucks (still available unless includeExpired)",
    query: LiveEquipmentListQuerySchema,
    answer: LiveEquipmentListSchema,
  }),
  get: route({ ...liveEquipment, method: 'GET', path: '/live-equipment/:id', summary: 'One posted truck', params: LiveEquipmentIdParamsSchema, answer: LiveEquipmentAnswerSchema }),
  post: route({
    ...liveEquipment,
    method: 'POST',
    path: '/live-equipment',
    summary: 'Post a truck: where, when, equipment, desired destinations',
    body: LiveEquipmentBodySchema,
    status: 201,
    answer: LiveEquipmentAnswerSchema,
  }),
  replace: route({
    ...liveEquipment,
    method: 'PUT',
    path: '/live-equipment/:id',
    summary: 'Replace a posted truck',
    params: LiveEquipmentIdParamsSchema,
    body: LiveEquipmentBodySchema,
    answer: LiveEquipmentAnswerSchema,
  }),
  remove: route({ ...liveEquipment, method: 'DELETE', path: '/live-equipment/:id', summary: 'Remove a posted truck', params: LiveEquipmentIdParamsSchema, status: 204 }),
  laneMatches: route({
    ...liveEquipment,
    method: 'GET',
    path: '/live-equipment/:id/lane-matches',
    summary: 'Board loads for a posted truck: within the radius of the truck, in its window, toward its desired destinations',
    params: LiveEquipmentIdParamsSchema,
    query: LaneMatchesQuerySchema,
    answer: LaneMatchesAnswerSchema,
  }),
} as const;
