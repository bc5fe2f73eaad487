import { canAccess, NAV_ACCESS } from '@portal/domain/auth/access';
import type { ReactNode } from 'react';
import { NotAuthorized } from '../../components/not-authorized';
import { useSession } from '../../lib/session';

/**
 * The Load Board group is carriers only, hidden from brokers (spec section 6). The router's guard
 * refuses /reloads; Top Picks, lanes, saved lanes and live equipment are guarded as CarrierPortal in
 * ROUTE_ACCESS, but their APIs use the Load Board rule, so their pages read it too and a broker gets
 * the not-authorized message instead of a failing page.
 */
export function LoadBoardOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (!canAccess(user, NAV_ACCESS.loadBoard)) return <NotAuthorized />;
  return children;
}
