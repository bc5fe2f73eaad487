import { SavedLanesPage } from '../../../features/lanes/components/saved-lanes-page';

/** /saved-lanes: create, edit and delete saved lanes. */
export function Component() {
  return <SavedLanesPage />;
}
