import { DriversPage } from '../../../features/drivers/components/drivers-page';

/** /drivers: the company's drivers. */
export function Component() {
  return <DriversPage />;
}
