import { useParams } from 'react-router';
import { ShipmentDetailPage } from '../../../features/shipments/components/shipment-detail-page';
import { ShipmentListPage } from '../../../features/shipments/components/shipment-list-page';
import { shipmentPanels } from './shipment-panels';

/** /shipments (the list) and /shipments/{shipmentNumber} (the detail). */
export function Component() {
  const { shipmentNumber } = useParams();
  return shipmentNumber ? <ShipmentDetailPage key={shipmentNumber} panels={shipmentPanels} /> : <ShipmentListPage />;
}
