import { route } from '../api/route-contract';
import { EquipmentAnswerSchema, EquipmentBodySchema, EquipmentIdParamsSchema, EquipmentListQuerySchema, EquipmentListSchema } from './equipment-schemas';

const equipment = { service: 'portal', tags: ['equipment'] } as const;

/** The company's trailers and power units: list, add, read, edit, retire. */
export const equipmentRoutes = {
  list: route({
    ...equipment,
    method: 'GET',
    path: '/equipment',
    summary: "The company's trailers or power units (search, 50 a page) with the totals in service of both kinds",
    query: EquipmentListQuerySchema,
    answer: EquipmentListSchema,
  }),
  create: route({
    ...equipment,
    method: 'POST',
    path: '/equipment',
    summary: 'Adds a trailer or power unit (the VIN must pass its check digit)',
    body: EquipmentBodySchema,
    status: 201,
    answer: EquipmentAnswerSchema,
  }),
  get: route({ ...equipment, method: 'GET', path: '/equipment/:equipmentId', summary: 'One trailer or power unit', params: EquipmentIdParamsSchema, answer: EquipmentAnswerSchema }),
  update: route({
    ...equipment,
    method: 'PUT',
    path: '/equipment/:equipmentId',
    summary: 'Edits a unit in service (its kind is fixed; a unit on an active load keeps its number)',
    params: EquipmentIdParamsSchema,
    body: EquipmentBodySchema,
    answer: EquipmentAnswerSchema,
  }),
  retire: route({
    ...equipment,
    method: 'POST',
    path: '/equipment/:equipmentId/retire',
    summary: 'Retires a unit; 409 while an active load (Booked to At Stop) carries it',
    params: EquipmentIdParamsSchema,
    answer: EquipmentAnswerSchema,
  }),
} as const;
