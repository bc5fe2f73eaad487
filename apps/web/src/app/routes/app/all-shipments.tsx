import { useParams } from 'react-router';
import { ShipmentPreviewPage } from '../../../features/shipments/components/shipment-preview';
import { TripPage } from '../../../features/shipments/components/trip-page';

/** /all-shipments/trip/{tripId} and /all-shipments/{shipmentNumber}/preview[/tab]; the index redirects to /shipments. */
export function Component() {
  const { tripId, shipmentNumber } = useParams();
  if (tripId) return <TripPage />;
  return <ShipmentPreviewPage key={shipmentNumber} />;
}
