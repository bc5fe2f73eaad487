import type { CarrierStatus, CompanyDetails, NotificationPreferences } from '@portal/domain/profile/profile-schemas';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/problem';
import { findCompany, findNotificationPreferences, type CompanyRow } from './profile.repository';

/** The schema's column defaults, answered until the user saves preferences of their own. */
const DEFAULT_PREFERENCES: NotificationPreferences = {
  emailTenders: true,
  emailRateRequests: true,
  emailMentions: true,
  emailCases: true,
  emailPayments: true,
  smsTenders: false,
};

async function ownCompany(db: Db, caller: Caller): Promise<CompanyRow> {
  const company = await findCompany(db, caller.companyId);
  if (!company) throw notFound('Company');
  return company;
}

/** The company's flags and authority numbers, as both answers carry them. */
function flagsOf(c: CompanyRow) {
  return {
    isBroker: c.is_broker,
    isBookable: c.is_bookable,
    isOnHold: c.is_on_hold,
    doNotUse: c.do_not_use,
    has3PLNetwork: c.has_3pl_network,
    mcNumber: c.mc_number,
    dotNumber: c.dot_number,
  };
}

/** The flags the portal reads to drive navigation and booking (isBroker, isBookable). */
export async function carrierStatus(db: Db, caller: Caller): Promise<CarrierStatus> {
  const c = await ownCompany(db, caller);
  return { companyId: c.id, companyName: c.name, ...flagsOf(c) };
}

export async function companyDetails(db: Db, caller: Caller): Promise<CompanyDetails> {
  const c = await ownCompany(db, caller);
  return {
    id: c.id,
    companyNumber: c.company_number,
    name: c.name,
    kind: c.kind,
    scac: c.scac,
    ...flagsOf(c),
    email: c.email,
    phone: c.phone,
    address: { addressLine1: c.address_line1, city: c.city, state: c.state, postalCode: c.postal_code, country: c.country },
    logoFileId: c.logo_file_id,
    factoringCompany: c.factoring_company_id !== null && c.factoring_company_name !== null ? { id: c.factoring_company_id, name: c.factoring_company_name } : null,
  };
}

export async function notificationPreferences(db: Db, caller: Caller): Promise<NotificationPreferences> {
  const row = await findNotificationPreferences(db, caller.userId);
  if (!row) return DEFAULT_PREFERENCES;
  return {
    emailTenders: row.email_tenders,
    emailRateRequests: row.email_rate_requests,
    emailMentions: row.email_mentions,
    emailCases: row.email_cases,
    emailPayments: row.email_payments,
    smsTenders: row.sms_tenders,
  };
}
