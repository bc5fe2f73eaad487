import { LoadBoardPage } from '../../../features/load-board/components/load-board-page';

/** /reloads: the Load Board (its search lives in the query string). */
export function Component() {
  return <LoadBoardPage />;
}
