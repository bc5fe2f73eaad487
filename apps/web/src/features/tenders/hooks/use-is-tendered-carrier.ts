import type { Tender } from '@portal/domain/tenders/tender-schemas';
import { useSession } from '../../../lib/session';

/** Whether the signed-in user is of the tendered carrier: only it answers a tender (the server refuses anyone else). */
export function useIsTenderedCarrier(tender: Pick<Tender, 'carrier'>): boolean {
  const { user } = useSession();
  return !!user && !user.isBroker && !user.isBrokerage && user.companyId === tender.carrier.id;
}
