import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brokerBookingRoutes } from '@portal/domain/shipments/broker-booking-routes';
import { requireBroker } from '../../../lib/caller-guards';
import { serve } from '../../../lib/serve-route';
import { getBrokerShipment, rescindBooking, tenderRateStatus, updateMaxBuy, updateOrigination, voidShipment } from './broker-booking.service';

/** Brokers only, per route. */
const brokers = { onRequest: requireBroker };

/** The broker's changes to a shipment's booking: rescind, void, max buy, origination, and what its tenders stand at. */
export const brokerBookingPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, brokerBookingRoutes.booking, async (request) => ({ data: await getBrokerShipment(app.db, request.caller, request.params.id) }), brokers);
  serve(app, brokerBookingRoutes.rescind, async (request) => rescindBooking(app.db, app.mailer, request.caller, request.params.id, request.body.reason), brokers);
  serve(app, brokerBookingRoutes.void, async (request) => voidShipment(app.db, app.mailer, request.caller, request.params.id, request.body.reason), brokers);
  serve(app, brokerBookingRoutes.maxBuy, async (request) => updateMaxBuy(app.db, request.caller, request.params.id, request.body.maxBuy), brokers);
  serve(app, brokerBookingRoutes.origination, async (request) => updateOrigination(app.db, request.caller, request.params.id, request.body.origination), brokers);
  serve(app, brokerBookingRoutes.tenderRateStatus, async (request) => tenderRateStatus(app.db, request.caller, request.params.id), brokers);
};
