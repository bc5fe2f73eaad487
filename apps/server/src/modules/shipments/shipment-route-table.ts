import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { driverListSchema, equipmentSchema } from '@portal/domain/shipments/shipment-detail-schemas';
import { shipmentDriverParams, shipmentIdParams } from '@portal/domain/shipments/shipment-request-schemas';
import { getDrivers, removeDriver } from './stops/shipment-drivers.service';
import { getEquipment } from './stops/shipment-updates.service';

/** A shipment route plugin's app (zod type provider); its guard is useShipmentRouteDefaults. */
type ShipmentRoutesApp = Parameters<FastifyPluginAsyncZod>[0];

/** The two APIs that carry shipment calls, by their route prefix. */
export type ShipmentApi = 'trucks' | 'portal';

export const SHIPMENT_ROUTE_TAGS = ['shipments'];
export const SHIPMENT_ROUTE_SECURITY = [{ bearer: [] }];

/** One call offered under both APIs: its path under each, and its method, schema and handler once. */
interface SharedShipmentCall {
  paths: Record<ShipmentApi, string>;
  register: (app: ShipmentRoutesApp, url: string) => void;
}

const tags = SHIPMENT_ROUTE_TAGS;
const security = SHIPMENT_ROUTE_SECURITY;

/** The shipment calls both the Trucks API and the Portal API answer. */
const SHARED_SHIPMENT_CALLS: readonly SharedShipmentCall[] = [
  {
    paths: { trucks: '/v2/shipments/:id/drivers', portal: '/shipments/:id/drivers' },
    register: (app, url) =>
      app.get(
        url,
        { schema: { tags, security, summary: 'Drivers assigned to the shipment', params: shipmentIdParams, response: { 200: driverListSchema } } },
        async (request) => getDrivers(app.db, request.caller, request.params.id),
      ),
  },
  {
    paths: { trucks: '/v2/shipments/:id/drivers/:driverId', portal: '/shipments/:id/drivers/:driverId' },
    register: (app, url) =>
      app.delete(
        url,
        { schema: { tags, security, summary: 'Removes a driver from the shipment', params: shipmentDriverParams, response: { 200: driverListSchema } } },
        async (request) => removeDriver(app.db, request.caller, request.params.id, request.params.driverId),
      ),
  },
  {
    paths: { trucks: '/v2/shipments/:id/equipment', portal: '/shipments/:id/equipment' },
    register: (app, url) =>
      app.get(
        url,
        { schema: { tags, security, summary: 'Truck and trailer of the shipment', params: shipmentIdParams, response: { 200: equipmentSchema } } },
        async (request) => getEquipment(app.db, request.caller, request.params.id),
      ),
  },
];

/** Registers every shared shipment call under one API's paths. */
export function registerSharedShipmentCalls(app: ShipmentRoutesApp, api: ShipmentApi): void {
  for (const call of SHARED_SHIPMENT_CALLS) call.register(app, call.paths[api]);
}
