import { shipmentRoutes } from '@portal/domain/shipments/shipment-routes';
import { serve, type ZodApp } from '../../lib/serve-route';
import { getDrivers, removeDriver } from './stops/shipment-drivers.service';
import { getEquipment } from './stops/shipment-updates.service';

/** The two APIs that carry shipment calls. */
export type ShipmentApi = 'trucks' | 'portal';

/** The contracts of the calls both APIs offer, under each API (same schemas, the API's own path). */
const SHARED_SHIPMENT_CALLS = {
  trucks: { drivers: shipmentRoutes.trucksDrivers, removeDriver: shipmentRoutes.trucksRemoveDriver, equipment: shipmentRoutes.trucksEquipment },
  portal: { drivers: shipmentRoutes.drivers, removeDriver: shipmentRoutes.removeDriver, equipment: shipmentRoutes.equipment },
} as const;

/** Serves the shipment calls the Trucks API and the Portal API both answer, under one API's paths. */
export function serveSharedShipmentCalls(app: ZodApp, api: ShipmentApi): void {
  const calls = SHARED_SHIPMENT_CALLS[api];
  serve(app, calls.drivers, async (request) => getDrivers(app.db, request.caller, request.params.id));
  serve(app, calls.removeDriver, async (request) => removeDriver(app.db, request.caller, request.params.id, request.params.driverId));
  serve(app, calls.equipment, async (request) => getEquipment(app.db, request.caller, request.params.id));
}
