import { accessLevelsOf } from '@portal/domain/contacts/contact-access';
import type { Contact } from '@portal/domain/contacts/contact-schemas';
import type { ContactRow } from './contacts.repository';

type ContactLocation = Contact['locations'][number];

/** A contact as the API answers it, its portal user's state folded in. */
export function contactView(row: ContactRow, locations: ContactLocation[] = []): Contact {
  const hasUser = row.user_id !== null && row.user_status !== 'Disabled';
  const permissions = row.is_portal_enabled && hasUser ? (row.permissions ?? []) : [];
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    functionTitle: row.function_title,
    roles: row.roles,
    emailAddresses: row.email_addresses,
    phoneNumbers: row.phone_numbers,
    linkedInProfileUrl: row.linked_in_profile_url,
    locations,
    permissions,
    accessLevels: accessLevelsOf({ roles: row.roles, permissions, isBroker: row.is_broker, has3PLNetwork: row.has_3pl_network }),
    is3PL: row.has_3pl_network,
    isCarrier: row.company_kind === 'Carrier',
    isPortalEnabled: row.is_portal_enabled,
    portalStatus: (row.user_status as Contact['portalStatus']) ?? null,
    fileId: row.file_id ?? row.profile_file_id ?? null,
    companyId: row.company_id,
    companyNumber: row.company_number,
    companyName: row.company_name,
    userName: row.user_name ?? null,
  };
}
