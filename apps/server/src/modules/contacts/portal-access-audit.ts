import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { AuditContext } from '../../lib/audit-context';
import type { Caller } from '../../lib/caller';
import { actorOf, recordAudit } from '../audit/record-audit';

/** A contact's portal user as the audit log describes it. */
export interface PortalUserState {
  id: number;
  email: string;
  status: string;
  roles: readonly string[];
  permissions: readonly string[];
}

/** Who changed a contact, and from where. */
export interface ContactChangeBy {
  caller: Caller;
  context: AuditContext;
}

/** The user of a locked contact row (lockCompanyContact), or null when it has none. */
export function portalUserBefore(contact: {
  user_id: number | null;
  user_email: string | null;
  user_status: string | null;
  user_roles: string[] | null;
  user_permissions: string[] | null;
}): PortalUserState | null {
  if (contact.user_id === null) return null;
  return { id: contact.user_id, email: contact.user_email ?? '', status: contact.user_status ?? '', roles: contact.user_roles ?? [], permissions: contact.user_permissions ?? [] };
}

const access = (user: PortalUserState) => ({ status: user.status, roles: [...user.roles].sort(), permissions: [...user.permissions].sort() });

/**
 * Writes what a contact change did to its portal user, inside the change's transaction: the user
 * invited, disabled, its sign-in address changed, or its roles, permissions or status changed
 * (with before and after). Nothing when the portal user is as it was.
 */
export async function auditPortalUserChange(
  trx: Transaction<Database>,
  by: ContactChangeBy,
  contact: { id: number; name: string },
  before: PortalUserState | null,
  after: PortalUserState | null,
): Promise<void> {
  if (!after) return;
  const entry = { actor: actorOf(by.caller), context: by.context, target: { type: 'user' as const, id: after.id } };
  const who = { contactId: contact.id, name: contact.name, email: after.email };
  if (!before) {
    await recordAudit(trx, { ...entry, action: 'user.invited', details: { ...who, roles: access(after).roles, permissions: access(after).permissions } });
    return;
  }
  if (before.email.toLowerCase() !== after.email.toLowerCase()) {
    await recordAudit(trx, { ...entry, action: 'auth.email_changed', details: { ...who, from: before.email, to: after.email, changedBy: 'company admin' } });
  }
  const [was, now] = [access(before), access(after)];
  if (now.status === 'Disabled' && was.status !== 'Disabled') {
    await recordAudit(trx, { ...entry, action: 'user.disabled', details: { ...who, before: was } });
  } else if (JSON.stringify(was) !== JSON.stringify(now)) {
    await recordAudit(trx, { ...entry, action: 'user.permissions_changed', details: { ...who, before: was, after: now } });
  }
}
