import { LoadBoardOnly } from '../../guards/load-board-only';
import { LanesPage } from '../../../features/lanes/components/lanes-page';

/** /lanes: history and declared lanes. */
export function Component() {
  return (
    <LoadBoardOnly>
      <LanesPage />
    </LoadBoardOnly>
  );
}
