import { DetentionTermsPage } from '../../../features/detention/components/detention-terms-page';

/** /detention-terms: the brokerage's detention free time and hourly rates. */
export function Component() {
  return <DetentionTermsPage />;
}
