import { useLocation, useParams } from 'react-router';
import { RateRequestDetail } from '../../../features/rates/components/rate-request-detail';
import { RatesPage } from '../../../features/rates/components/rates-page';

/**
 * /rates, /rates/{rateId}/preview[/details], /rates/{rateType}/shipment/{shipmentNumber} and
 * /rates/{shipmentNumber} (tried as a rate id first).
 */
export function Component() {
  const { rateKey, rateType, shipmentNumber } = useParams();
  const { pathname } = useLocation();
  if (rateType && shipmentNumber) return <RateRequestDetail key={`${rateType}/${shipmentNumber}`} rateKey={shipmentNumber} rateType={rateType} />;
  if (!rateKey) return <RatesPage />;
  const isPreview = /\/preview(\/details)?\/?$/.test(pathname);
  const routedTab = isPreview ? (pathname.replace(/\/$/, '').endsWith('/details') ? 'details' : 'respond') : undefined;
  return <RateRequestDetail key={rateKey} rateKey={rateKey} routedTab={routedTab} />;
}
