import { QuickPayFeesPage } from '../../../features/pay-speed/components/quick-pay-fees-page';

/** /quick-pay-fees: the brokerage's quick pay fee table. */
export function Component() {
  return <QuickPayFeesPage />;
}
