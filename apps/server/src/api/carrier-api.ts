import type { FastifyPluginAsync } from 'fastify';
import { documentsCarrierRoutes } from '../modules/documents/documents.routes';
import { profileCarrierRoutes } from '../modules/profile/profile.routes';
import { shipmentShellCarrierRoutes } from '../modules/shipments/shipment-shell.routes';
import { tenderCarrierRoutes } from '../modules/tenders/tender-offers.routes';
import { apInvoicesCarrierRoutes } from '../modules/invoices/ap-invoices.routes';
import { thirdPartyInvoicesCarrierRoutes } from '../modules/third-party-invoices/third-party-invoices.routes';

/**
 * The Carrier API: every route needs the bearer token and the x-api-key header carrying the
 * token's apiKey claim. Each area registers its routes here.
 */
export const carrierApi: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireApiKey);

  await app.register(profileCarrierRoutes);
  await app.register(shipmentShellCarrierRoutes);
  await app.register(documentsCarrierRoutes);
  await app.register(tenderCarrierRoutes);
  await app.register(apInvoicesCarrierRoutes);
  await app.register(thirdPartyInvoicesCarrierRoutes);
};
