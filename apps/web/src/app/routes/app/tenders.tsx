import { useParams } from 'react-router';
import { TenderDetail } from '../../../features/tenders/components/tender-detail';
import { TendersPage } from '../../../features/tenders/components/tenders-page';

/** /tenders and /tenders/{tenderId | shipmentNumber}. */
export function Component() {
  const { tenderKey } = useParams();
  return tenderKey ? <TenderDetail key={tenderKey} tenderKey={tenderKey} /> : <TendersPage />;
}
