import { route } from '../api/route-contract';
import { StaticDataSchema, StaticListAnswerSchema, StaticListParamsSchema } from './static-data-schemas';

const portal = { service: 'portal', tags: ['static-data'] } as const;

export const staticDataRoutes = {
  all: route({ ...portal, method: 'GET', path: '/static-data', summary: 'Every fixed list of the product (value and display name each), by list name; cached with an ETag', answer: StaticDataSchema }),
  list: route({
    ...portal,
    method: 'GET',
    path: '/static-data/:listName',
    summary: 'One fixed list (shipmentStatuses, equipmentModes, shippingModes, stopTypes, documentTypes, accessorialTypes, caseTypes, entityTypes, usStates, canadianProvinces, timeZones); 404 for another name',
    params: StaticListParamsSchema,
    answer: StaticListAnswerSchema,
  }),
} as const;
