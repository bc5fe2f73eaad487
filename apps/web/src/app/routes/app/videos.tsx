import { VideosPage } from '../../../features/videos/components/videos-page';

/** /videos: the how-to video library. */
export function Component() {
  return <VideosPage />;
}
