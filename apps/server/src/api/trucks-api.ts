import type { FastifyPluginAsync } from 'fastify';
import { caseTrucksRoutes } from '../modules/cases/case-api.routes';
import { documentsTrucksRoutes } from '../modules/documents/documents.routes';
import { notesTrucksRoutes } from '../modules/notes/notes.routes';
import { shipmentShellTrucksRoutes } from '../modules/shipments/shipment-shell.routes';
import { shipmentsTrucksRoutes } from '../modules/shipments/shipments.routes';

/** The Trucks API: every route needs the bearer token. Each area registers its routes here. */
export const trucksApi: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);

  await app.register(shipmentShellTrucksRoutes);
  await app.register(shipmentsTrucksRoutes);
  await app.register(documentsTrucksRoutes);
  await app.register(notesTrucksRoutes);
  await app.register(caseTrucksRoutes);
};
