import { useParams } from 'react-router';
import { FreightDetail } from '../../../features/load-board/components/freight-detail';
import { TopPicksPage } from '../../../features/load-board/components/top-picks-page';

/** /available-freight (Top Picks) and /available-freight/{shipmentNumber}. */
export function Component() {
  const { shipmentNumber } = useParams();
  return shipmentNumber ? <FreightDetail key={shipmentNumber} shipmentNumber={shipmentNumber} /> : <TopPicksPage />;
}
