import { route } from '../api/route-contract';
import { LaneIdParamsSchema, LaneListSchema, LanePagingQuerySchema } from './lane-schemas';
import { SavedLaneAnswerSchema, SavedLaneBodySchema, SavedLaneListSchema } from './saved-lane-schemas';

const savedLanes = { service: 'portal', tags: ['saved-lanes'] } as const;

/** The lanes area: the company's lanes, and its saved lanes (list, read, save, replace, delete). */
export const laneRoutes = {
  list: route({
    service: 'portal',
    tags: ['lanes'],
    method: 'GET',
    path: '/lanes',
    summary: "The company's history and declared lanes with recent loads hauled and loads on the board",
    query: LanePagingQuerySchema,
    answer: LaneListSchema,
  }),
  savedList: route({ ...savedLanes, method: 'GET', path: '/saved-lanes', summary: "The company's saved lanes", query: LanePagingQuerySchema, answer: SavedLaneListSchema }),
  savedGet: route({ ...savedLanes, method: 'GET', path: '/saved-lanes/:id', summary: 'One saved lane', params: LaneIdParamsSchema, answer: SavedLaneAnswerSchema }),
  savedCreate: route({
    ...savedLanes,
    method: 'POST',
    path: '/saved-lanes',
    summary: 'Save a lane (origin city/state or postal code, radius 1-500 miles; destination optional)',
    body: SavedLaneBodySchema,
    status: 201,
    answer: SavedLaneAnswerSchema,
  }),
  savedReplace: route({
    ...savedLanes,
    method: 'PUT',
    path: '/saved-lanes/:id',
    summary: 'Replace a saved lane',
    params: LaneIdParamsSchema,
    body: SavedLaneBodySchema,
    answer: SavedLaneAnswerSchema,
  }),
  savedDelete: route({ ...savedLanes, method: 'DELETE', path: '/saved-lanes/:id', summary: 'Delete a saved lane', params: LaneIdParamsSchema, status: 204 }),
} as const;
