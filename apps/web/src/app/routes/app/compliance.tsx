import { CompliancePage } from '../../../features/compliance/components/compliance-page';

/** /compliance: a carrier's compliance record, or the brokerage's list of every carrier's. */
export function Component() {
  return <CompliancePage />;
}
