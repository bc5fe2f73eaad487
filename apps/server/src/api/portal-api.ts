import type { FastifyPluginAsync } from 'fastify';
import { publicAuthRoutes, userRoutes } from '../modules/auth/auth.routes';
import { casePortalApiRoutes } from '../modules/cases/case-api.routes';
import { casePortalRoutes } from '../modules/cases/cases.routes';
import { caseInternalRoutes } from '../modules/cases/cases-internal.routes';
import { contactPortalRoutes } from '../modules/contacts/contacts.routes';
import { documentsPortalRoutes } from '../modules/documents/documents.routes';
import { driverPortalRoutes } from '../modules/drivers/drivers.routes';
import { equipmentPortalRoutes } from '../modules/equipment/equipment.routes';
import { invoicePortalRoutes } from '../modules/invoices/invoices.routes';
import { lanePortalRoutes } from '../modules/lanes/lanes.routes';
import { liveEquipmentPortalRoutes } from '../modules/live-equipment/live-equipment.routes';
import { locationPortalRoutes, stopDockHoursPortalRoutes } from '../modules/locations/locations.routes';
import { bookingPortalRoutes, loadBoardPortalRoutes } from '../modules/load-board/load-board.routes';
import { notesPortalRoutes } from '../modules/notes/notes.routes';
import { carrierPortalRoutes } from '../modules/scorecard/scorecard.routes';
import { quotableLocationPortalRoutes } from '../modules/locations/quotable-locations.routes';
import { orderPortalRoutes } from '../modules/orders/orders.routes';
import { orderShipmentPortalRoutes } from '../modules/orders/order-shipments.routes';
import { rateRequestPortalRoutes } from '../modules/rates/rate-requests.routes';
import { ratePortalRoutes } from '../modules/rates/rates.routes';
import { ratingPortalRoutes } from '../modules/rates/rating.routes';
import { brokerBookingPortalRoutes } from '../modules/shipments/broker-booking.routes';
import { tenderingPortalRoutes } from '../modules/tenders/tendering.routes';
import { releaseNotePortalRoutes } from '../modules/release-notes/release-notes.routes';
import { shipmentsPortalRoutes } from '../modules/shipments/shipments-portal.routes';
import { tenderOfferPortalRoutes } from '../modules/tenders/tender-offers.routes';
import { tenderPortalRoutes } from '../modules/tenders/tenders.routes';
import { trackingIntegrationCallbackRoutes, trackingIntegrationPortalRoutes } from '../modules/tracking-integration/tracking-integration.routes';
import { apInvoicesInternalRoutes, apInvoicesPortalRoutes } from '../modules/invoices/ap-invoices.routes';
import { paymentsInternalRoutes, paymentsPortalRoutes } from '../modules/payments/payments.routes';
import { thirdPartyInvoicesInternalRoutes, thirdPartyInvoicesPortalRoutes } from '../modules/third-party-invoices/third-party-invoices.routes';

/**
 * The Portal API. Only the sign-in routes are public; every area registers inside `secured`,
 * where the bearer token is verified before anything else runs.
 */
export const portalApi: FastifyPluginAsync = async (app) => {
  await app.register(publicAuthRoutes);
  await app.register(trackingIntegrationCallbackRoutes);

  await app.register(async (secured) => {
    secured.addHook('onRequest', secured.authenticate);
    await secured.register(userRoutes);
    await secured.register(releaseNotePortalRoutes);
    await secured.register(driverPortalRoutes);
    await secured.register(equipmentPortalRoutes);
    await secured.register(tenderPortalRoutes);
    await secured.register(ratePortalRoutes);
    await secured.register(tenderOfferPortalRoutes);
    await secured.register(rateRequestPortalRoutes);
    await secured.register(loadBoardPortalRoutes);
    await secured.register(bookingPortalRoutes);
    await secured.register(ratingPortalRoutes);
    await secured.register(brokerBookingPortalRoutes);
    await secured.register(tenderingPortalRoutes);
    await secured.register(lanePortalRoutes);
    await secured.register(liveEquipmentPortalRoutes);
    await secured.register(invoicePortalRoutes);
    await secured.register(apInvoicesPortalRoutes);
    await secured.register(apInvoicesInternalRoutes);
    await secured.register(paymentsPortalRoutes);
    await secured.register(paymentsInternalRoutes);
    await secured.register(thirdPartyInvoicesPortalRoutes);
    await secured.register(thirdPartyInvoicesInternalRoutes);
    await secured.register(casePortalRoutes);
    await secured.register(casePortalApiRoutes);
    await secured.register(caseInternalRoutes);
    await secured.register(contactPortalRoutes);
    await secured.register(shipmentsPortalRoutes);
    await secured.register(documentsPortalRoutes);
    await secured.register(notesPortalRoutes);
    await secured.register(locationPortalRoutes);
    await secured.register(stopDockHoursPortalRoutes);
    await secured.register(carrierPortalRoutes);
    await secured.register(quotableLocationPortalRoutes);
    await secured.register(orderPortalRoutes);
    await secured.register(orderShipmentPortalRoutes);
    await secured.register(trackingIntegrationPortalRoutes);
  });
};
