import { isAdmin } from '@portal/domain/auth/access';
import { MESSAGES } from '@portal/domain/common/messages';
import type { Contact, ContactInput } from '@portal/domain/contacts/contact-schemas';
import type { Db } from '../../db/db';
import type { AuditContext } from '../../lib/audit-context';
import type { Caller } from '../../lib/caller';
import { forbidden, notFound } from '../../lib/problem';
import type { AuthContext } from '../auth/auth.service';
import { contactView } from './contact-view';
import {
  countOpenAccessRequests,
  findCompanyContact,
  findContactIdOfUser,
  insertContact,
  listCompanyContacts,
  locationsOfContacts,
  lockCompanyContact,
  replaceContactLocations,
  softDeleteContact,
  updateContact,
  disablePortalUser,
  findPortalUserOfContact,
  type ContactColumns,
  type ContactFilter,
} from './contacts.repository';
import { checkContactInput, createPortalUser, guardLastAdmin, isAdminAfter, mailActivation, syncPortalUser } from './portal-access';
import { auditPortalUserChange, portalUserBefore } from './portal-access-audit';
import { CONTACT_MESSAGES } from '@portal/domain/contacts/contact-messages';
import { answerMessage } from '@portal/domain/common/message-codes';

/** Only admins manage contacts and access; everyone with the Contacts area reads. */
export function requireAdmin(caller: Caller): void {
  if (!isAdmin(caller)) throw forbidden(MESSAGES.notAuthorized);
}

/** Admins see how many people asked for portal access to their company (the user menu badge). */
export async function openAccessRequestCount(db: Db, caller: Caller): Promise<number> {
  requireAdmin(caller);
  return countOpenAccessRequests(db, caller.companyId);
}

function columnsOf(input: ContactInput): ContactColumns {
  return {
    first_name: input.firstName,
    last_name: input.lastName,
    function_title: input.functionTitle ?? null,
    roles: input.roles,
    email_addresses: input.emailAddresses,
    phone_numbers: input.phoneNumbers,
    linked_in_profile_url: input.linkedInProfileUrl ?? null,
    is_portal_enabled: input.isPortalEnabled,
  };
}

/** Find by roles: the company's contacts, fuzzy matched, 50 a page by default. */
export async function listContacts(db: Db, caller: Caller, query: ContactFilter & { page: number; pageSize: number }) {
  const { rows, totalCount } = await listCompanyContacts(db, caller.companyId, query, query);
  const locations = await locationsOfContacts(db, rows.map((r) => r.id));
  return { data: rows.map((row) => contactView(row, locations.get(row.id))), totalCount };
}

export async function getContact(db: Db, caller: Caller, id: number): Promise<Contact> {
  const row = await findCompanyContact(db, caller.companyId, id);
  if (!row) throw notFound('Contact');
  const locations = await locationsOfContacts(db, [id]);
  return contactView(row, locations.get(id));
}

/** The signed-in user's own contact. */
export async function getCurrentContact(db: Db, caller: Caller): Promise<Contact> {
  const id = await findContactIdOfUser(db, caller.userId);
  if (id === null) throw notFound('Contact');
  return getContact(db, caller, id);
}

/** Creates a contact; with portal access, its pending user and the activation e-mail ('Contact Successfully Created'). */
export async function createContact(ctx: AuthContext, caller: Caller, input: ContactInput, audit: AuditContext) {
  requireAdmin(caller);
  await checkContactInput(ctx.db, caller, input);
  const { contactId, userId } = await ctx.db.transaction().execute(async (trx) => {
    const id = await insertContact(trx, caller.companyId, columnsOf(input));
    await replaceContactLocations(trx, id, input.locationIds);
    const user = input.isPortalEnabled ? await createPortalUser(trx, caller.companyId, id, input) : null;
    const name = `${input.firstName} ${input.lastName}`;
    if (user !== null) await auditPortalUserChange(trx, { caller, context: audit }, { id, name }, null, (await findPortalUserOfContact(trx, id)) ?? null);
    return { contactId: id, userId: user };
  });
  if (userId !== null) await mailActivation(ctx, { id: userId, email: input.emailAddresses[0], firstName: input.firstName });
  return { data: await getContact(ctx.db, caller, contactId), ...answerMessage(MESSAGES.contactCreated) };
}

/** Edits a contact and its portal access; the company's last admin keeps admin access. */
export async function editContact(ctx: AuthContext, caller: Caller, id: number, input: ContactInput, audit: AuditContext) {
  requireAdmin(caller);
  await checkContactInput(ctx.db, caller, input);
  const activateUserId = await ctx.db.transaction().execute(async (trx) => {
    const contact = await lockCompanyContact(trx, caller.companyId, id);
    if (!contact) throw notFound('Contact');
    await guardLastAdmin(trx, caller.companyId, id, isAdminAfter(input), false);
    await updateContact(trx, id, columnsOf(input));
    await replaceContactLocations(trx, id, input.locationIds);
    const activate = await syncPortalUser(trx, caller.companyId, id, contact, input);
    const after = (await findPortalUserOfContact(trx, id)) ?? null;
    await auditPortalUserChange(trx, { caller, context: audit }, { id, name: `${input.firstName} ${input.lastName}` }, portalUserBefore(contact), after);
    return activate;
  });
  if (activateUserId !== null) await mailActivation(ctx, { id: activateUserId, email: input.emailAddresses[0], firstName: input.firstName });
  return { data: await getContact(ctx.db, caller, id), ...answerMessage(CONTACT_MESSAGES.updated) };
}

/** Deletes a contact (kept for history, hidden from lists) and ends its portal access; never the last admin. */
export async function deleteContact(db: Db, caller: Caller, id: number, audit: AuditContext) {
  requireAdmin(caller);
  await db.transaction().execute(async (trx) => {
    const contact = await lockCompanyContact(trx, caller.companyId, id);
    if (!contact) throw notFound('Contact');
    await guardLastAdmin(trx, caller.companyId, id, false, true);
    await softDeleteContact(trx, id);
    if (contact.user_id !== null && contact.user_status !== 'Disabled') {
      await disablePortalUser(trx, contact.user_id);
      const before = portalUserBefore(contact);
      const name = `${contact.first_name} ${contact.last_name}`;
      await auditPortalUserChange(trx, { caller, context: audit }, { id, name }, before, before && { ...before, status: 'Disabled' });
    }
  });
  return { data: { id } };
}
