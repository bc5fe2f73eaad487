import { lazy, Suspense } from 'react';
import { useWatchShipment } from '../../../features/live-updates/lib/live-updates-state';
import { useParams } from 'react-router';
import { MyShipmentsPage } from '../../../features/shipments/components/my-shipments-page';
import { ShipmentDetailPage } from '../../../features/shipments/components/shipment-detail-page';
import { useOfflineFirstQueries } from '../../../features/driver-app/lib/offline-first-queries';
import { importWithReload } from '../../../lib/lazy-import';
import { shipmentPanels } from './shipment-panels';

/**
 * The driver app's offline part (outbox, service worker, manifest), downloaded after the page: the
 * driver's first load does not wait for it, and the office's pages never load it.
 */
const DriverOfflinePanel = lazy(importWithReload(() => import('../../../features/driver-app/components/driver-offline-panel')));

/** /my-shipments and /my-shipments/{shipmentNumber}: the driver's assigned shipments, readable and recordable offline. */
export function Component() {
  const { shipmentNumber } = useParams();
  useWatchShipment(shipmentNumber ?? '');
  useOfflineFirstQueries();
  return (
    <>
      <Suspense fallback={null}>
        <DriverOfflinePanel />
      </Suspense>
      {shipmentNumber ? <ShipmentDetailPage key={shipmentNumber} driver panels={shipmentPanels} /> : <MyShipmentsPage />}
    </>
  );
}
