import { ScoreCardPage } from '../../../features/scorecard/components/score-card-page';
import { useSession } from '../../../lib/session';

/** /score-card: the signed-in carrier's own card (its company is the carrier). */
export function Component() {
  const { user } = useSession();
  if (!user) return null;
  return <ScoreCardPage key={user.companyId} carrierId={user.companyId} />;
}
