import type { FastifyPluginAsync } from 'fastify';
import { inArea } from './api-key-area';
import { documentsCarrierRoutes } from '../modules/documents/documents.routes';
import { profileCarrierRoutes } from '../modules/profile/profile.routes';
import { shipmentShellCarrierRoutes } from '../modules/shipments/list/shipment-shell.routes';
import { tenderCarrierRoutes } from '../modules/tenders/tender-offers.routes';
import { apInvoicesCarrierRoutes } from '../modules/invoices/ap-invoices.routes';
import { thirdPartyInvoicesCarrierRoutes } from '../modules/third-party-invoices/third-party-invoices.routes';
import { positionCarrierRoutes } from '../modules/positions/positions.routes';

/**
 * The Carrier API: every route needs the bearer token with the x-api-key header carrying the
 * token's apiKey claim, or a company's API key in x-api-key alone, limited to the areas it names.
 * Each area registers its routes here.
 */
export const carrierApi: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticateWithKeys);
  app.addHook('onRequest', app.requireApiKey);

  await app.register(inArea('profile', profileCarrierRoutes));
  await app.register(inArea('shipments', shipmentShellCarrierRoutes));
  await app.register(inArea('shipments', positionCarrierRoutes));
  await app.register(inArea('documents', documentsCarrierRoutes));
  await app.register(inArea('tenders', tenderCarrierRoutes));
  await app.register(inArea('invoices', apInvoicesCarrierRoutes));
  await app.register(inArea('invoices', thirdPartyInvoicesCarrierRoutes));
};
