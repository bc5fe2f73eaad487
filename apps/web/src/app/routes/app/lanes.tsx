import { LanesPage } from '../../../features/lanes/components/lanes-page';

/** /lanes: history and declared lanes. */
export function Component() {
  return <LanesPage />;
}
