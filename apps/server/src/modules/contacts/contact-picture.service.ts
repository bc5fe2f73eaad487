import { answerMessage } from '@portal/domain/common/message-codes';
import { MESSAGES } from '@portal/domain/common/messages';
import { CONTACT_MESSAGES } from '@portal/domain/contacts/contact-messages';
import type { ProfilePictureUpload } from '@portal/domain/profile/my-profile-schemas';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { Db } from '../../db/db';
import type { AuditContext } from '../../lib/audit-context';
import type { Caller } from '../../lib/caller';
import { conflict, notFound } from '../../lib/problem';
import { actorOf, recordAudit } from '../audit/record-audit';
import { clearUserPicture, storeUserPicture, type PictureContext } from '../profile/profile-picture.service';
import { findCompanyContact, findPortalUserOfContact } from './contacts.repository';
import { getContact, requireAdmin } from './contacts.service';

/** The portal user whose picture an admin changes, named as the audit log names it. */
interface PictureOwnerContact {
  contactId: number;
  name: string;
  userId: number;
  email: string;
}

/**
 * The portal user of a contact of the admin's company: another company's contact (or none) is a
 * 404, a contact without a portal user a 409 (a picture belongs to a user).
 */
async function pictureOwnerOf(db: Db, caller: Caller, contactId: number): Promise<PictureOwnerContact> {
  const contact = await findCompanyContact(db, caller.companyId, contactId);
  if (!contact) throw notFound('Contact');
  const name = `${contact.first_name} ${contact.last_name}`;
  const user = await findPortalUserOfContact(db, contactId);
  if (!user) throw conflict(CONTACT_MESSAGES.noPortalUserForPicture({ name }));
  return { contactId, name, userId: user.id, email: user.email };
}

function auditPictureChange(caller: Caller, context: AuditContext, owner: PictureOwnerContact, action: 'user.picture_changed' | 'user.picture_removed') {
  return (trx: Transaction<Database>, replaced: string | null) =>
    recordAudit(trx, {
      action,
      actor: actorOf(caller),
      context,
      target: { type: 'user', id: owner.userId },
      details: { contactId: owner.contactId, name: owner.name, email: owner.email, hadPicture: replaced !== null },
    });
}

/**
 * A company admin sets or replaces the picture of a portal user of the company ('Profile Picture
 * Saved'), audited (docs/decisions/0287-an-admin-sets-the-picture-of-a-user-of-the-company.md).
 */
export async function saveContactPicture(ctx: PictureContext, caller: Caller, contactId: number, input: ProfilePictureUpload, context: AuditContext) {
  requireAdmin(caller);
  const owner = await pictureOwnerOf(ctx.db, caller, contactId);
  await storeUserPicture(ctx, { userId: owner.userId, companyId: caller.companyId }, input, auditPictureChange(caller, context, owner, 'user.picture_changed'));
  return { data: await getContact(ctx.db, caller, contactId), ...answerMessage(MESSAGES.profilePictureSaved) };
}

/** A company admin removes the picture of a portal user of the company ('Profile Picture Removed'); audited when there was one. */
export async function removeContactPicture(ctx: PictureContext, caller: Caller, contactId: number, context: AuditContext) {
  requireAdmin(caller);
  const owner = await pictureOwnerOf(ctx.db, caller, contactId);
  const audit = auditPictureChange(caller, context, owner, 'user.picture_removed');
  await clearUserPicture(ctx, owner.userId, async (trx, replaced) => (replaced === null ? undefined : audit(trx, replaced)));
  return { data: await getContact(ctx.db, caller, contactId), ...answerMessage(MESSAGES.profilePictureRemoved) };
}
