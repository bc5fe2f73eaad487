import { useWatchShipment } from '../../../features/live-updates/lib/live-updates-state';
import { useParams } from 'react-router';
import { MyShipmentsPage } from '../../../features/shipments/components/my-shipments-page';
import { ShipmentDetailPage } from '../../../features/shipments/components/shipment-detail-page';
import { shipmentPanels } from './shipment-panels';

/** /my-shipments and /my-shipments/{shipmentNumber}: the driver's assigned shipments. */
export function Component() {
  const { shipmentNumber } = useParams();
  useWatchShipment(shipmentNumber ?? '');
  return shipmentNumber ? <ShipmentDetailPage key={shipmentNumber} driver panels={shipmentPanels} /> : <MyShipmentsPage />;
}
