import { randomBytes } from 'node:crypto';
import { isAdmin } from '@portal/domain/auth/access';
import { grantablePermissionsFor, removesLastAdmin } from '@portal/domain/contacts/contact-access';
import { CONTACT_MESSAGES } from '@portal/domain/contacts/contact-messages';
import { SHARED_MESSAGES } from '@portal/domain/common/shared-messages';
import type { ContactInput } from '@portal/domain/contacts/contact-schemas';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict } from '../../lib/problem';
import { sendActivation, type AuthContext } from '../auth/auth.service';
import { companyLocationIds, insertPortalUser, isEmailTaken, lockAdminSeats, updatePortalUser, type PortalUserValues } from './contacts.repository';

/** Permissions the caller's company may give and locations of the caller's company only; 400 naming the field otherwise. */
export async function checkContactInput(db: Db, caller: Caller, input: ContactInput): Promise<void> {
  const grantable = grantablePermissionsFor(caller.companyKind) as string[];
  const refused = input.permissions.filter((p) => !grantable.includes(p));
  if (refused.length) throw badRequest(CONTACT_MESSAGES.permissionsNotGrantable, { permissions: [CONTACT_MESSAGES.notAvailableToCompany({ permissions: refused.join(', ') })] });
  const known = await companyLocationIds(db, caller.companyId, input.locationIds);
  if (known.size !== input.locationIds.length) throw badRequest(SHARED_MESSAGES.unknownLocation, { locationIds: [CONTACT_MESSAGES.chooseCompanyLocations] });
}

export const emailTaken = (email: string) => conflict(CONTACT_MESSAGES.emailTaken({ email }));

/** The last-admin rule inside the change's transaction (the seats are locked). */
export async function guardLastAdmin(trx: Db, companyId: number, contactId: number, adminAfter: boolean, deleting: boolean): Promise<void> {
  const seats = (await lockAdminSeats(trx, companyId)).map((row) => ({
    contactId: row.contact_id,
    isAdmin: row.status === 'Active' && isAdmin({ roles: row.roles, permissions: row.permissions }),
  }));
  if (removesLastAdmin(seats, contactId, adminAfter)) throw conflict(deleting ? CONTACT_MESSAGES.lastAdminDelete : CONTACT_MESSAGES.lastAdminDemote);
}

export function isAdminAfter(input: ContactInput): boolean {
  return input.isPortalEnabled && isAdmin({ roles: input.roles, permissions: input.permissions });
}

function userValues(input: Pick<ContactInput, 'emailAddresses' | 'firstName' | 'lastName' | 'roles' | 'permissions' | 'phoneNumbers'>): PortalUserValues {
  return {
    email: input.emailAddresses[0],
    firstName: input.firstName,
    lastName: input.lastName,
    roles: input.roles,
    permissions: input.permissions,
    phoneNumbers: input.phoneNumbers,
  };
}

/** A new pending portal user for a contact; the caller mails the activation link once the transaction commits. */
export async function createPortalUser(trx: Db, companyId: number, contactId: number, input: Parameters<typeof userValues>[0]): Promise<number> {
  const values = userValues(input);
  if (await isEmailTaken(trx, values.email)) throw emailTaken(values.email);
  return insertPortalUser(trx, companyId, contactId, values, randomBytes(24).toString('base64url'));
}

export interface ExistingUser {
  user_id: number | null;
  user_status: string | null;
  user_email: string | null;
  password_hash: string | null;
  user_permissions: string[] | null;
}

/** Permissions the contact form does not give but a user may hold (the driver portal, given from Drivers): kept on edit. */
const KEPT_PERMISSIONS = ['DriverPortal'];

/**
 * Brings a contact's portal user in line with the contact: created when access is given, disabled
 * when it is taken away, re-enabled (pending again if it never chose a password) when given back.
 * Answers the user to mail an activation link to, if any.
 */
export async function syncPortalUser(trx: Db, companyId: number, contactId: number, existing: ExistingUser, input: ContactInput): Promise<number | null> {
  if (!input.isPortalEnabled) {
    if (existing.user_id !== null && existing.user_status !== 'Disabled') {
      await updatePortalUser(trx, existing.user_id, { ...userValues({ ...input, emailAddresses: [existing.user_email!] }), permissions: [] }, 'Disabled');
    }
    return null;
  }
  if (existing.user_id === null) return createPortalUser(trx, companyId, contactId, input);
  const kept = (existing.user_permissions ?? []).filter((p) => KEPT_PERMISSIONS.includes(p) && !input.permissions.includes(p as never));
  const values = { ...userValues(input), permissions: [...input.permissions, ...kept] };
  const emailChanged = values.email.toLowerCase() !== existing.user_email?.toLowerCase();
  if (emailChanged && (await isEmailTaken(trx, values.email, existing.user_id))) throw emailTaken(values.email);
  const status = existing.user_status === 'Disabled' ? (existing.password_hash ? 'Active' : 'Pending') : (existing.user_status as 'Active' | 'Pending');
  await updatePortalUser(trx, existing.user_id, values, status);
  const needsLink = status === 'Pending' && (existing.user_status === 'Disabled' || emailChanged);
  return needsLink ? existing.user_id : null;
}

/** Mails the activation link (after the transaction that made the user committed). */
export async function mailActivation(ctx: AuthContext, user: { id: number; email: string; firstName: string }): Promise<void> {
  await sendActivation(ctx, { id: user.id, email: user.email, first_name: user.firstName });
}
