import { canAccess, ROUTE_ACCESS, type AccessSubject } from '@portal/domain/auth/access';
import { Navigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { paths } from '../../../config/paths';
import { useShipmentByKey } from '../../../features/shipments/api/get-shipment-by-key';
import { ShipmentLoadFailure } from '../../../features/shipments/components/load-failure';
import { useSession } from '../../../lib/session';

/**
 * Where an entry link's shipment lands: its available-freight preview, or for a user refused the
 * load board (a broker, the brokerage's staff, a driver) its all-shipments details.
 */
export function shipmentLinkTarget(shipmentNumber: string, user: AccessSubject | null | undefined): string {
  return canAccess(user, ROUTE_ACCESS.availableFreight)
    ? paths.availableFreight.detail.getHref(shipmentNumber)
    : paths.allShipments.previewTab.getHref(shipmentNumber, 'details');
}

/** /shipment-link/{shipmentKey}: looks the shipment up by its number or id, then opens its page. */
export function Component() {
  const { shipmentKey = '' } = useParams();
  const { user } = useSession();
  const shipment = useShipmentByKey(shipmentKey);
  if (shipment.error) return <ShipmentLoadFailure />;
  if (!shipment.data) return <PageLoader />;
  return <Navigate to={shipmentLinkTarget(shipment.data.shipmentNumber, user)} replace />;
}
