import type { FastifyPluginAsync } from 'fastify';
import { inArea } from './api-key-area';
import { caseTrucksRoutes } from '../modules/cases/case-api.routes';
import { documentsTrucksRoutes } from '../modules/documents/documents.routes';
import { notesTrucksRoutes } from '../modules/notes/notes.routes';
import { shipmentShellTrucksRoutes } from '../modules/shipments/list/shipment-shell.routes';
import { shipmentsTrucksRoutes } from '../modules/shipments/shipments.routes';

/**
 * The Trucks API: every route needs the bearer token, or a company's API key in x-api-key limited
 * to the areas it names. Each area registers its routes here.
 */
export const trucksApi: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticateWithKeys);

  await app.register(inArea('shipments', shipmentShellTrucksRoutes));
  await app.register(inArea('shipments', shipmentsTrucksRoutes));
  await app.register(inArea('documents', documentsTrucksRoutes));
  await app.register(inArea('notes', notesTrucksRoutes));
  await app.register(inArea('cases', caseTrucksRoutes));
};
