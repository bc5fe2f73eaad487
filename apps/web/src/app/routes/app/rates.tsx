import { canBrokerFreight } from '@portal/domain/auth/access';
import { useLocation, useParams } from 'react-router';
import { useSession } from '../../../lib/session';
import { RateComparisonPage } from '../../../features/rates/components/rate-comparison-page';
import { RateRequestDetail } from '../../../features/rates/components/rate-request-detail';
import { RatesPage } from '../../../features/rates/components/rates-page';

/**
 * /rates, /rates/{rateId}/preview[/details], /rates/{rateType}/shipment/{shipmentNumber} and
 * /rates/{shipmentNumber} (tried as a rate id first). A broker's /rates/{rateType}/shipment/{n} is the
 * rate comparison of its customer's shipment; a carrier's is its rate request on that shipment.
 */
export function Component() {
  const { rateKey, rateType, shipmentNumber } = useParams();
  const { pathname } = useLocation();
  const { user } = useSession();
  if (rateType && shipmentNumber) {
    if (canBrokerFreight(user)) return <RateComparisonPage key={shipmentNumber} rateType={rateType} shipmentNumber={shipmentNumber} />;
    return <RateRequestDetail key={`${rateType}/${shipmentNumber}`} rateKey={shipmentNumber} rateType={rateType} />;
  }
  if (!rateKey) return <RatesPage />;
  const isPreview = /\/preview(\/details)?\/?$/.test(pathname);
  const routedTab = isPreview ? (pathname.replace(/\/$/, '').endsWith('/details') ? 'details' : 'respond') : undefined;
  return <RateRequestDetail key={rateKey} rateKey={rateKey} routedTab={routedTab} />;
}
