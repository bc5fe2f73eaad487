import { NoticesPage } from '../../../features/notices-of-assignment/components/notices-page';

/** /notices-of-assignment: notices of assignment for factors, carriers and the brokerage. */
export function Component() {
  return <NoticesPage />;
}
