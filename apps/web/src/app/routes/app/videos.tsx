import { VideosPage } from '../../../features/videos/components/videos-page';

/** /videos: the how-to video library (spec section 2). */
export function Component() {
  return <VideosPage />;
}
