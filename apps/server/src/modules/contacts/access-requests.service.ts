import { defaultPermissionsFor, grantablePermissionsFor } from '@portal/domain/contacts/contact-access';
import {
  parseCompanyNumber,
  type AccessRequest,
  type AccessRequestStatus,
  type ApproveAccessRequestBody,
} from '@portal/domain/contacts/access-request-schemas';
import { ContactBodySchema } from '@portal/domain/contacts/contact-schemas';
import type { AfterAnswer } from '../../lib/after-answer';
import type { AuditContext } from '../../lib/audit-context';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, notFound } from '../../lib/problem';
import type { AuthContext } from '../auth/auth.service';
import {
  accessRequestDeclinedEmail,
  accessRequestExistingUserEmail,
  accessRequestNoCompanyEmail,
  accessRequestReceivedEmail,
} from './access-request-emails';
import {
  companyName,
  decideRequest,
  findCompanyByNumber,
  findCompanyRequest,
  findUserIdByEmail,
  insertOpenRequest,
  listCompanyRequests,
  lockCompanyRequest,
  type AccessRequestRow,
} from './access-requests.repository';
import { getContact, requireAdmin } from './contacts.service';
import { insertContact, replaceContactLocations } from './contacts.repository';
import { createPortalUser, mailActivation } from './portal-access';
import { languageOfAddress } from '../../lib/mail-texts/recipient-language';
import { actorOf, recordAudit } from '../audit/record-audit';
import { CONTACT_MESSAGES } from '@portal/domain/contacts/contact-messages';
import { answerMessage } from '@portal/domain/common/message-codes';

function requestView(row: AccessRequestRow): AccessRequest {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    companyNumber: row.company_number,
    status: row.status as AccessRequestStatus,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
    decidedBy: row.decided_by,
    declineReason: row.decline_reason,
    contactId: row.contact_id,
  };
}

/**
 * Someone at a company asks for portal access from the sign-in page. The answer is the same whatever
 * the number or the address (the route is public: it must not tell who is on the portal); the
 * lookup, the request and the requester's e-mail happen after the answer.
 */
export function requestAccess(
  ctx: AuthContext & { afterAnswer: AfterAnswer },
  input: { firstName: string; lastName: string; emailAddress: string; companyNumber: string },
) {
  ctx.afterAnswer.run('access request', async () => {
    const number = parseCompanyNumber(input.companyNumber)!;
    if (await findUserIdByEmail(ctx.db, input.emailAddress)) {
      const resetLink = `${new URL(ctx.config.publicUrl).origin}/request-password-reset?login_hint=${encodeURIComponent(input.emailAddress)}`;
      await ctx.mailer.send(accessRequestExistingUserEmail(input.emailAddress, input.firstName, resetLink, await languageOfAddress(ctx.db, input.emailAddress)));
      return;
    }
    const company = await findCompanyByNumber(ctx.db, number.kind, number.digits);
    if (!company) {
      await ctx.mailer.send(accessRequestNoCompanyEmail(input.emailAddress, input.firstName, input.companyNumber));
      return;
    }
    const created = await insertOpenRequest(ctx.db, { companyId: company.id, email: input.emailAddress, firstName: input.firstName, lastName: input.lastName, companyNumber: input.companyNumber });
    if (created) await ctx.mailer.send(accessRequestReceivedEmail(input.emailAddress, input.firstName, company.name));
  });
  return { data: {}, ...answerMessage(CONTACT_MESSAGES.accessRequestReceived) };
}

export async function listAccessRequests(ctx: AuthContext, caller: Caller, query: { status: AccessRequestStatus | 'All'; page: number; pageSize: number }) {
  requireAdmin(caller);
  const { rows, totalCount } = await listCompanyRequests(ctx.db, caller.companyId, query.status, query);
  return { data: rows.map(requestView), totalCount };
}

async function openRequest(ctx: AuthContext, caller: Caller, id: number) {
  const row = await lockCompanyRequest(ctx.db, caller.companyId, id);
  if (!row) throw notFound('Access request');
  if (row.status !== 'Open') throw conflict(row.status === 'Approved' ? CONTACT_MESSAGES.requestAlreadyApproved : CONTACT_MESSAGES.requestAlreadyDeclined);
  return row;
}

async function decided(ctx: AuthContext, caller: Caller, id: number) {
  return requestView((await findCompanyRequest(ctx.db, caller.companyId, id))!);
}

/**
 * Approves: the requester becomes a contact with a pending portal user holding the chosen permissions
 * and roles, and the activation e-mail goes out.
 */
export async function approveAccessRequest(ctx: AuthContext, caller: Caller, id: number, body: ApproveAccessRequestBody, audit: AuditContext) {
  requireAdmin(caller);
  const request = await openRequest(ctx, caller, id);
  const permissions = body.permissions?.length ? body.permissions : defaultPermissionsFor(caller.companyKind);
  const grantable = grantablePermissionsFor(caller.companyKind) as string[];
  const input = ContactBodySchema.safeParse({
    firstName: request.first_name,
    lastName: request.last_name,
    emailAddresses: [request.email],
    isPortalEnabled: true,
    roles: body.roles ?? [],
    permissions: permissions.filter((p) => grantable.includes(p)),
  });
  if (!input.success) throw badRequest(CONTACT_MESSAGES.permissionsRefused, { permissions: [CONTACT_MESSAGES.choosePortal] });
  const values = input.data;
  const { contactId, userId } = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockCompanyRequest(trx, caller.companyId, id);
    if (locked?.status !== 'Open') throw conflict(CONTACT_MESSAGES.requestAlreadyDecided);
    const contact = await insertContact(trx, caller.companyId, {
      first_name: values.firstName,
      last_name: values.lastName,
      function_title: null,
      roles: values.roles,
      email_addresses: values.emailAddresses,
      phone_numbers: [],
      linked_in_profile_url: null,
      is_portal_enabled: true,
    });
    await replaceContactLocations(trx, contact, []);
    const user = await createPortalUser(trx, caller.companyId, contact, values);
    await decideRequest(trx, id, { status: 'Approved', userId: caller.userId, contactId: contact });
    await recordAudit(trx, {
      action: 'access_request.approved',
      actor: actorOf(caller),
      target: { type: 'access_request', id },
      context: audit,
      details: { name: `${values.firstName} ${values.lastName}`, email: request.email, userId: user, contactId: contact, roles: values.roles, permissions: values.permissions },
    });
    return { contactId: contact, userId: user };
  });
  await mailActivation(ctx, { id: userId, email: values.emailAddresses[0], firstName: values.firstName });
  const name = `${values.firstName} ${values.lastName}`;
  return { data: { request: await decided(ctx, caller, id), contact: await getContact(ctx.db, caller, contactId) }, ...answerMessage(CONTACT_MESSAGES.accessRequestApproved({ name })) };
}

/** Declines with a reason, which the requester is told by e-mail. */
export async function declineAccessRequest(ctx: AuthContext, caller: Caller, id: number, body: { reason: string }, audit: AuditContext) {
  requireAdmin(caller);
  const request = await openRequest(ctx, caller, id);
  await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockCompanyRequest(trx, caller.companyId, id);
    if (locked?.status !== 'Open') throw conflict(CONTACT_MESSAGES.requestAlreadyDecided);
    await decideRequest(trx, id, { status: 'Denied', userId: caller.userId, reason: body.reason });
    await recordAudit(trx, {
      action: 'access_request.rejected',
      actor: actorOf(caller),
      target: { type: 'access_request', id },
      context: audit,
      details: { name: `${request.first_name} ${request.last_name}`, email: request.email, reason: body.reason },
    });
  });
  await ctx.mailer.send(
    accessRequestDeclinedEmail(request.email, request.first_name, await companyName(ctx.db, caller.companyId), body.reason, await languageOfAddress(ctx.db, request.email)),
  );
  return { data: { request: await decided(ctx, caller, id), contact: null }, ...answerMessage(CONTACT_MESSAGES.accessRequestDeclined({ name: `${request.first_name} ${request.last_name}` })) };
}

