import { ActivityPage } from '../../../features/audit-log/components/activity-page';

/** /activity: the audit log (company admins and the brokerage's staff). */
export function Component() {
  return <ActivityPage />;
}
