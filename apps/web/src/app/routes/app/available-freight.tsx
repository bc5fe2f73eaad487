import { useParams } from 'react-router';
import { FreightDetail } from '../../../features/load-board/components/freight-detail';
import { TopPicksPage } from '../../../features/load-board/components/top-picks-page';
import { CarrierOfferPanel } from '../../../features/offers/components/carrier-offer-panel';

/** /available-freight (Top Picks) and /available-freight/{shipmentNumber}, with the carrier's offer on the load below it. */
export function Component() {
  const { shipmentNumber } = useParams();
  return shipmentNumber ? (
    <FreightDetail key={shipmentNumber} shipmentNumber={shipmentNumber}>
      <CarrierOfferPanel shipmentNumber={shipmentNumber} />
    </FreightDetail>
  ) : (
    <TopPicksPage />
  );
}
