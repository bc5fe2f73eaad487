import { useParams } from 'react-router';
import { ShipmentPreviewPage } from '../../../features/shipments/components/shipment-preview';
import { TripPage } from '../../../features/shipments/components/trip-page';
import { CreateCaseButton } from '../../../features/cases/components/create-case-button';
import { casePanels } from './case-panels';
import { shipmentPanels } from './shipment-panels';

/** /all-shipments/trip/{tripId} and /all-shipments/{shipmentNumber}/preview[/tab]; the index redirects to /shipments. */
export function Component() {
  const { tripId, shipmentNumber } = useParams();
  if (tripId) return <TripPage />;
  return (
    <ShipmentPreviewPage
      key={shipmentNumber}
      panels={shipmentPanels}
      caseAction={(shipment) => <CreateCaseButton shipmentId={shipment.id} shipmentNumber={shipment.shipmentNumber} renderUpload={casePanels.upload} />}
    />
  );
}
