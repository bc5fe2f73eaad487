import type { SupportContacts } from '@portal/domain/help/support-contacts';
import type { Db } from '../../db/db';
import { SUPPORT_EMAIL } from '../../lib/support';
import { findBrokerage } from './help.repository';

/**
 * Carrier support: the configured support address (the same one the Do Not Use message and the
 * runtime configuration give), with the brokerage's name, phone and address from its company record.
 */
export async function supportContacts(db: Db): Promise<SupportContacts> {
  const brokerage = await findBrokerage(db);
  const cityLine = brokerage ? [brokerage.city, [brokerage.state, brokerage.postal_code].filter(Boolean).join(' ')].filter(Boolean).join(', ') : '';
  const address = brokerage ? [brokerage.address_line1, cityLine].filter(Boolean).join(', ') : '';
  return {
    companyName: brokerage?.name ?? 'Carrier support',
    email: SUPPORT_EMAIL,
    phone: brokerage?.phone ?? null,
    address: address || null,
  };
}
