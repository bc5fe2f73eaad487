import { canAccess, ROUTE_ACCESS } from '@portal/domain/auth/access';
import { HelpPage } from '../../../features/help/components/help-page';
import { VideoLinks } from '../../../features/videos/components/video-links';
import { useSession } from '../../../lib/session';

/** /help: every signed-in user; the videos only for those who may open /videos (no dead ends). */
export function Component() {
  const { user } = useSession();
  return <HelpPage videos={user && canAccess(user, ROUTE_ACCESS.videos) ? <VideoLinks /> : undefined} />;
}
