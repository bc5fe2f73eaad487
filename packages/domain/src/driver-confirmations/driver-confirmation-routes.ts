import { route } from '../api/route-contract';
import { shipmentIdParams } from '../shipments/shipment-request-schemas';
import { DriverConfirmationBodySchema, DriverConfirmationStateSchema } from './driver-confirmation-schemas';

const portalShipment = { service: 'portal', tags: ['driver-confirmations'], params: shipmentIdParams } as const;

/** Know your driver: the load's driver confirms their name and truck before pickup; the carrier and the brokerage read it. */
export const driverConfirmationRoutes = {
  get: route({
    ...portalShipment,
    method: 'GET',
    path: '/shipments/:id/driver-confirmation',
    summary: "The load's current driver confirmation and whether one is due: the booked carrier's users, its assigned drivers and the brokerage",
    answer: DriverConfirmationStateSchema,
  }),
  confirm: route({
    ...portalShipment,
    method: 'PUT',
    path: '/shipments/:id/driver-confirmation',
    summary: 'A driver assigned to the load confirms their name and the truck they are in (replaces an earlier confirmation)',
    body: DriverConfirmationBodySchema,
    answer: DriverConfirmationStateSchema,
  }),
} as const;
