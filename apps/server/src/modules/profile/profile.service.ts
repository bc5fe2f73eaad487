import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';
import { notFound } from '../../lib/problem';
import { findCompany, findNotificationPreferences, type CompanyRow } from './profile.repository';

export const CarrierStatusSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  isBroker: z.boolean(),
  isBookable: z.boolean(),
  isOnHold: z.boolean(),
  doNotUse: z.boolean(),
  has3PLNetwork: z.boolean(),
  mcNumber: z.string().nullable(),
  dotNumber: z.string().nullable(),
});
export type CarrierStatus = z.infer<typeof CarrierStatusSchema>;

export const CompanyDetailsSchema = z.object({
  id: z.number().int(),
  companyNumber: z.string(),
  name: z.string(),
  kind: z.string(),
  mcNumber: z.string().nullable(),
  dotNumber: z.string().nullable(),
  scac: z.string().nullable(),
  isBroker: z.boolean(),
  isBookable: z.boolean(),
  isOnHold: z.boolean(),
  doNotUse: z.boolean(),
  has3PLNetwork: z.boolean(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.object({
    addressLine1: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    postalCode: z.string().nullable(),
    country: z.string(),
  }),
  logoFileId: z.string().nullable(),
  factoringCompany: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type CompanyDetails = z.infer<typeof CompanyDetailsSchema>;

export const NotificationPreferencesSchema = z.object({
  emailTenders: z.boolean(),
  emailRateRequests: z.boolean(),
  emailMentions: z.boolean(),
  emailCases: z.boolean(),
  emailPayments: z.boolean(),
  smsTenders: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** The schema's column defaults, answered until the user saves preferences of their own. */
const DEFAULT_PREFERENCES: NotificationPreferences = {
  emailTenders: true,
  emailRateRequests: true,
  emailMentions: true,
  emailCases: true,
  emailPayments: true,
  smsTenders: false,
};

async function ownCompany(db: Kysely<Database>, caller: Caller): Promise<CompanyRow> {
  const company = await findCompany(db, caller.companyId);
  if (!company) throw notFound('Company');
  return company;
}

/** The flags the portal reads to drive navigation and booking (isBroker, isBookable). */
export async function carrierStatus(db: Kysely<Database>, caller: Caller): Promise<CarrierStatus> {
  const c = await ownCompany(db, caller);
  return {
    companyId: c.id,
    companyName: c.name,
    isBroker: c.is_broker,
    isBookable: c.is_bookable,
    isOnHold: c.is_on_hold,
    doNotUse: c.do_not_use,
    has3PLNetwork: c.has_3pl_network,
    mcNumber: c.mc_number,
    dotNumber: c.dot_number,
  };
}

export async function companyDetails(db: Kysely<Database>, caller: Caller): Promise<CompanyDetails> {
  const c = await ownCompany(db, caller);
  return {
    id: c.id,
    companyNumber: c.company_number,
    name: c.name,
    kind: c.kind,
    mcNumber: c.mc_number,
    dotNumber: c.dot_number,
    scac: c.scac,
    isBroker: c.is_broker,
    isBookable: c.is_bookable,
    isOnHold: c.is_on_hold,
    doNotUse: c.do_not_use,
    has3PLNetwork: c.has_3pl_network,
    email: c.email,
    phone: c.phone,
    address: { addressLine1: c.address_line1, city: c.city, state: c.state, postalCode: c.postal_code, country: c.country },
    logoFileId: c.logo_file_id,
    factoringCompany: c.factoring_company_id !== null && c.factoring_company_name !== null ? { id: c.factoring_company_id, name: c.factoring_company_name } : null,
  };
}

export async function notificationPreferences(db: Kysely<Database>, caller: Caller): Promise<NotificationPreferences> {
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
