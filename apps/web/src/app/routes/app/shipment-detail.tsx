import { useParams } from 'react-router';
import { ShipmentDetailPage } from '../../../features/shipments/components/shipment-detail-page';
import { shipmentPanels } from './shipment-panels';

/** /shipments/{shipmentNumber}, the detail. */
export function Component() {
  const { shipmentNumber } = useParams();
  return <ShipmentDetailPage key={shipmentNumber} panels={shipmentPanels} />;
}
