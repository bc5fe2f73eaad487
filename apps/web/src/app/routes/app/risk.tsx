import { RiskPage } from '../../../features/risk/components/risk-page';

/** /risk: fraud signals on carriers and their loads (the brokerage's staff). */
export function Component() {
  return <RiskPage />;
}
