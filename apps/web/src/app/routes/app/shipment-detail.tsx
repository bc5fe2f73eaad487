import { isDriverPortalUser } from '@portal/domain/auth/access';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ShipmentDetailPage } from '../../../features/shipments/components/shipment-detail-page';
import { useWatchShipment } from '../../../features/live-updates/lib/live-updates-state';
import { useSession } from '../../../lib/session';
import { shipmentPanels } from './shipment-panels';

/** /shipments/{shipmentNumber}, the detail; a driver's is their own page of the load (/my-shipments/{shipmentNumber}). */
export function Component() {
  const { shipmentNumber = '' } = useParams();
  const { user } = useSession();
  useWatchShipment(shipmentNumber);
  if (user && isDriverPortalUser(user)) return <Navigate to={paths.myShipments.detail.getHref(shipmentNumber)} replace />;
  return <ShipmentDetailPage key={shipmentNumber} panels={shipmentPanels} />;
}
