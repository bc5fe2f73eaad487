import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import { isLanguage } from '@portal/domain/common/language';
import type { PayeeChangeLinkAnswer } from '@portal/domain/invoices/ap-invoice-schemas';
import { answerMessage, type CodedMessage } from '@portal/domain/common/message-codes';
import { INVOICE_MESSAGES } from '@portal/domain/invoices/invoice-messages';
import { isInvoiceLocked } from '@portal/domain/invoices/invoice-entry';
import {
  mayAskPayeeChange,
  mayCancelPayeeChange,
  mayConfirmPayeeChange,
  type PayeeChangeConfirmer,
} from '@portal/domain/invoices/payee-change';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { Db } from '../../db/db';
import type { AuditContext } from '../../lib/audit-context';
import type { Caller } from '../../lib/caller';
import type { MailMessage, Mailer } from '../../lib/mailer';
import { languageOfAddress } from '../../lib/mail-texts/recipient-language';
import { badRequest, conflict, forbidden } from '../../lib/problem';
import { actorOf, recordAudit, type AuditActor } from '../audit/record-audit';
import { hashOneTimeToken, newOneTimeToken } from '../auth/one-time-tokens';
import { saveApInvoiceRemitTo, type ApInvoiceRow } from './ap-invoices.repository';
import { lockedProblem } from './invoice-entry.service';
import { payeeChangedEmail, payeeChangeForBrokerageEmail, payeeChangeLinkEmail, payeeChangeToConfirmEmail, type PayeeChangeFacts, type Recipient } from './payee-change-emails';
import { payeeChangeUserOf } from './payee-change-view';
import { payeeChangeRefusal } from '../notices-of-assignment/notices-of-assignment.service';
import {
  decidePayeeChange,
  expireLapsedPayeeChanges,
  findActiveAdmins,
  findBrokeragePayablesStaff,
  findCompanyContact,
  findInvoiceOfPendingToken,
  insertDirectPayeeChange,
  insertPayeeChange,
  listPayeeChangesSince,
  lockInvoiceForPayee,
  lockPendingPayeeChange,
  lockPendingPayeeChangeByToken,
  type PayeeChangeRecipient,
  type PayeeChangeRow,
} from './payee-changes.repository';

export interface PayeeChangeContext {
  db: Db;
  mailer: Mailer;
  config: Pick<AppConfig, 'publicUrl'>;
  log: FastifyBaseLogger;
}

/** A payee: a factoring company, or null for the carrier itself. */
export type Payee = { id: number; name: string } | null;

/** What the answer says: 202 while the change is held, 200 once the payee is what was asked. */
export interface PayeeChangeOutcome {
  status: 200 | 202;
  message: CodedMessage;
}

const AWAITS: Record<PayeeChangeConfirmer, CodedMessage> = {
  Admin: INVOICE_MESSAGES.payeeChangeAwaitsAdmin,
  CompanyEmail: INVOICE_MESSAGES.payeeChangeAwaitsCompanyEmail,
  Brokerage: INVOICE_MESSAGES.payeeChangeAwaitsBrokerage,
};

type Trx = Transaction<Database>;
type Invoice = Pick<ApInvoiceRow, 'id' | 'invoice_number' | 'carrier_id' | 'carrier_name'>;

const nameOf = (caller: Pick<Caller, 'firstName' | 'lastName'>) => `${caller.firstName} ${caller.lastName}`;
const target = (invoice: Pick<Invoice, 'invoice_number'>) => ({ type: 'ap_invoice' as const, id: invoice.invoice_number });
const payeeOf = (id: number | null, name: string | null): Payee => (id === null ? null : { id, name: name ?? '' });

/** The payees before and after a held change, the carrier itself read as paid directly. */
function payeesOf(held: PayeeChangeRow): { from: Payee; to: Payee } {
  const payee = (id: number | null, name: string | null) => (id === held.carrier_id ? null : payeeOf(id, name));
  return { from: payee(held.from_company_id, held.from_name), to: payee(held.to_company_id, held.to_name) };
}

/** The invoice's payee now; the carrier named as its own payee is paid directly too (null). */
function currentPayee(current: { remit_to_company_id: number | null; remit_to_name: string | null }, carrierId: number): Payee {
  return current.remit_to_company_id === carrierId ? null : payeeOf(current.remit_to_company_id, current.remit_to_name);
}

/** The invoice's page in the portal (the web's accounting preview route). */
function invoiceUrl(ctx: PayeeChangeContext, invoiceNumber: string): string {
  return `${ctx.config.publicUrl.replace(/\/+$/, '')}/accounting/${encodeURIComponent(invoiceNumber)}/preview`;
}

function recipientOf(user: PayeeChangeRecipient): Recipient {
  return { email: user.email, firstName: user.first_name, language: isLanguage(user.language) ? user.language : null };
}

/** Mails go out after the change is committed; one that cannot be queued is logged and the change stands. */
async function sendAll(ctx: PayeeChangeContext, messages: readonly MailMessage[]): Promise<void> {
  for (const mail of messages) {
    try {
      await ctx.mailer.send(mail);
    } catch (error) {
      ctx.log.error({ err: error, to: mail.to }, 'could not queue a payee change e-mail');
    }
  }
}

type Confirmer = { by: 'Admin'; admins: PayeeChangeRecipient[] } | { by: 'CompanyEmail'; email: string } | { by: 'Brokerage'; staff: PayeeChangeRecipient[] };

/**
 * Who confirms a change the caller asks for: the company's other active admins; when the caller is
 * its only admin, whoever reads the company's registered address; when it has none, the brokerage's
 * payables staff (who pay the invoice and can call the carrier at the number on file).
 */
async function chooseConfirmer(db: Db, caller: Caller, carrierId: number): Promise<Confirmer> {
  const admins = (await findActiveAdmins(db, carrierId)).filter((admin) => admin.id !== caller.userId);
  if (admins.length > 0) return { by: 'Admin', admins };
  const email = (await findCompanyContact(db, carrierId))?.email?.trim();
  if (email) return { by: 'CompanyEmail', email };
  return { by: 'Brokerage', staff: await findBrokeragePayablesStaff(db) };
}

/**
 * A carrier admin asks to change who the invoice is paid to. Nothing changes yet: the change is held
 * (replacing one already held) until a second person confirms it, and they are told. Asking for the
 * payee the invoice already has withdraws a held change.
 */
export async function requestPayeeChange(ctx: PayeeChangeContext, caller: Caller, invoice: Invoice, to: Payee, audit: AuditContext): Promise<PayeeChangeOutcome> {
  if (!mayAskPayeeChange(payeeChangeUserOf(caller), invoice.carrier_id)) throw forbidden(INVOICE_MESSAGES.payeeChangeAdminsOnly);
  const confirmer = await chooseConfirmer(ctx.db, caller, invoice.carrier_id);
  const token = confirmer.by === 'CompanyEmail' ? newOneTimeToken() : null;
  const confirmEmail = confirmer.by === 'CompanyEmail' ? confirmer.email : null;

  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const current = await lockInvoiceForPayee(trx, invoice.id);
    if (!current || isInvoiceLocked(current.status)) return { kind: 'locked' as const, status: current?.status ?? 0 };
    await expireLapsedPayeeChanges(trx, invoice.id);
    const held = await lockPendingPayeeChange(trx, { id: invoice.id, carrierId: invoice.carrier_id });
    if (held) await decidePayeeChange(trx, held.id, 'Cancelled', caller.userId);
    const from = currentPayee(current, invoice.carrier_id);
    if ((to?.id ?? null) === (from?.id ?? null)) {
      if (held) await auditCancelled(trx, actorOf(caller), invoice, held, audit, 'The payee asked for is the current one');
      return { kind: 'unchanged' as const, withdrew: held !== undefined };
    }
    const created = await insertPayeeChange(trx, {
      invoiceId: invoice.id,
      carrierId: invoice.carrier_id,
      fromCompanyId: current.remit_to_company_id,
      toCompanyId: to?.id ?? null,
      requestedByUserId: caller.userId,
      confirmBy: confirmer.by,
      confirmEmail,
      tokenHash: token?.hash ?? null,
    });
    await recordAudit(trx, {
      action: 'invoice.payee_change_requested',
      actor: actorOf(caller),
      target: target(invoice),
      context: audit,
      details: { invoiceId: invoice.id, changeId: created.id, from, to, confirmBy: confirmer.by, confirmEmail, expiresAt: created.expires_at.toISOString(), replacedChangeId: held?.id ?? null },
    });
    return { kind: 'held' as const, from };
  });

  if (outcome.kind === 'locked') throw lockedProblem(invoice.invoice_number, outcome.status);
  if (outcome.kind === 'unchanged') return { status: 200, message: outcome.withdrew ? INVOICE_MESSAGES.payeeChangeCancelled : INVOICE_MESSAGES.remitToUpdated({ invoiceNumber: invoice.invoice_number }) };

  const facts: PayeeChangeFacts = {
    invoiceNumber: invoice.invoice_number,
    carrier: invoice.carrier_name,
    from: outcome.from?.name ?? null,
    to: to?.name ?? null,
    requestedBy: nameOf(caller),
    url: invoiceUrl(ctx, invoice.invoice_number),
  };
  if (confirmer.by === 'Admin') await sendAll(ctx, confirmer.admins.map((admin) => payeeChangeToConfirmEmail(recipientOf(admin), facts)));
  if (confirmer.by === 'Brokerage') await sendAll(ctx, confirmer.staff.map((staff) => payeeChangeForBrokerageEmail(recipientOf(staff), facts)));
  if (confirmer.by === 'CompanyEmail') {
    const link = `${ctx.config.publicUrl.replace(/\/+$/, '')}/confirm-payee-change/${token!.token}`;
    const language = await languageOfAddress(ctx.db, confirmer.email);
    await sendAll(ctx, [payeeChangeLinkEmail({ email: confirmer.email, firstName: null, language }, facts, link)]);
  }
  return { status: 202, message: AWAITS[confirmer.by] };
}

async function auditCancelled(trx: Trx, actor: AuditActor, invoice: Pick<Invoice, 'id' | 'invoice_number'>, held: PayeeChangeRow, audit: AuditContext, reason: string) {
  await recordAudit(trx, {
    action: 'invoice.payee_change_cancelled',
    actor,
    target: target(invoice),
    context: audit,
    details: { invoiceId: invoice.id, changeId: held.id, ...payeesOf(held), requestedBy: { id: held.requested_by_user_id, email: held.requested_by_email }, reason },
  });
}

/** Who confirms: a signed-in person, or whoever opened the link mailed to the company's address. */
type Confirming = { userId: number; name: string; actor: AuditActor } | { userId: null; mailbox: string; actor: AuditActor };

type Decision = { kind: 'confirmed'; held: PayeeChangeRow } | { kind: 'locked'; status: number };

/**
 * The held change takes effect: the invoice takes the new payee, the change is Confirmed, and the
 * audit log names who asked and who confirmed, all in the caller's transaction. An invoice locked
 * meanwhile (Settled, Paid in Full, Voided) keeps its payee and the change is Cancelled instead.
 */
async function applyConfirmation(trx: Trx, held: PayeeChangeRow, invoiceStatus: number, invoiceNumber: string, confirming: Confirming, audit: AuditContext): Promise<Decision> {
  const invoice = { id: held.ap_invoice_id, invoice_number: invoiceNumber };
  if (isInvoiceLocked(invoiceStatus)) {
    await decidePayeeChange(trx, held.id, 'Cancelled', confirming.userId);
    await auditCancelled(trx, confirming.actor, invoice, held, audit, 'The invoice was locked before the change was confirmed');
    return { kind: 'locked', status: invoiceStatus };
  }
  await saveApInvoiceRemitTo(trx, held.ap_invoice_id, held.to_company_id);
  await decidePayeeChange(trx, held.id, 'Confirmed', confirming.userId);
  await recordAudit(trx, {
    action: 'invoice.payee_changed',
    actor: confirming.actor,
    target: target(invoice),
    context: audit,
    details: {
      invoiceId: held.ap_invoice_id,
      changeId: held.id,
      ...payeesOf(held),
      requestedBy: { id: held.requested_by_user_id, email: held.requested_by_email, name: held.requested_by_name },
      confirmedBy: confirming.userId === null ? { via: 'CompanyEmail', email: confirming.mailbox } : { id: confirming.userId, email: confirming.actor.email, name: confirming.name },
    },
  });
  return { kind: 'confirmed', held };
}

/** Tells the carrier's admins and the brokerage's payables staff that the payee changed. */
async function tellPayeeChanged(ctx: PayeeChangeContext, invoice: Pick<Invoice, 'invoice_number' | 'carrier_id' | 'carrier_name'>, change: { from: string | null; to: string | null; requestedBy: string }, confirmedBy: Parameters<typeof payeeChangedEmail>[2]) {
  const [admins, staff] = await Promise.all([findActiveAdmins(ctx.db, invoice.carrier_id), findBrokeragePayablesStaff(ctx.db)]);
  const seen = new Set<string>();
  const recipients = [...admins, ...staff].filter((user) => !seen.has(user.email.toLowerCase()) && seen.add(user.email.toLowerCase()));
  const facts: PayeeChangeFacts = { invoiceNumber: invoice.invoice_number, carrier: invoice.carrier_name, ...change, url: invoiceUrl(ctx, invoice.invoice_number) };
  await sendAll(ctx, recipients.map((user) => payeeChangedEmail(recipientOf(user), facts, confirmedBy)));
}

/** A second admin of the carrier (or the brokerage's payables staff) confirms the held change. */
export async function confirmPayeeChange(ctx: PayeeChangeContext, caller: Caller, invoice: Invoice, audit: AuditContext): Promise<CodedMessage> {
  const decision = await ctx.db.transaction().execute(async (trx) => {
    const current = await lockInvoiceForPayee(trx, invoice.id);
    const held = await lockPendingPayeeChange(trx, { id: invoice.id, carrierId: invoice.carrier_id });
    if (!current || !held) throw conflict(INVOICE_MESSAGES.noPendingPayeeChange);
    if (!mayConfirmPayeeChange(payeeChangeUserOf(caller), { carrierId: held.carrier_id, requestedByUserId: held.requested_by_user_id })) {
      throw forbidden(held.requested_by_user_id === caller.userId ? INVOICE_MESSAGES.payeeChangeOwnRequest : INVOICE_MESSAGES.payeeChangeAdminsOnly);
    }
    return applyConfirmation(trx, held, current.status, invoice.invoice_number, { userId: caller.userId, name: nameOf(caller), actor: actorOf(caller) }, audit);
  });
  if (decision.kind === 'locked') throw lockedProblem(invoice.invoice_number, decision.status);
  const held = decision.held;
  await tellPayeeChanged(ctx, invoice, { from: payeesOf(held).from?.name ?? null, to: payeesOf(held).to?.name ?? null, requestedBy: held.requested_by_name }, { name: nameOf(caller) });
  return INVOICE_MESSAGES.payeeChanged;
}

/**
 * The link mailed to the carrier's registered address, opened and confirmed (the requester was the
 * company's only admin). The link is the proof: it works once, until the change lapses or is replaced.
 */
export async function confirmPayeeChangeByLink(ctx: PayeeChangeContext, token: string, audit: AuditContext): Promise<PayeeChangeLinkAnswer> {
  const tokenHash = hashOneTimeToken(token);
  const found = await findInvoiceOfPendingToken(ctx.db, tokenHash);
  if (!found) throw badRequest(INVOICE_MESSAGES.payeeChangeLinkInvalid);
  const assigned = await payeeChangeRefusal(ctx.db, found.carrier_id, undefined);
  if (assigned) throw conflict(assigned, 'token');
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const current = await lockInvoiceForPayee(trx, found.ap_invoice_id);
    const held = await lockPendingPayeeChangeByToken(trx, tokenHash);
    if (!current || !held) return undefined;
    const mailbox = held.confirm_email ?? '';
    const decision = await applyConfirmation(trx, held, current.status, current.invoice_number, { userId: null, mailbox, actor: { userId: null, email: mailbox, companyId: held.carrier_id } }, audit);
    return { decision, invoiceNumber: current.invoice_number, held };
  });
  if (!outcome) throw badRequest(INVOICE_MESSAGES.payeeChangeLinkInvalid);
  if (outcome.decision.kind === 'locked') throw lockedProblem(outcome.invoiceNumber, outcome.decision.status);
  const { held, invoiceNumber } = outcome;
  const carrier = (await findCompanyContact(ctx.db, held.carrier_id))?.name ?? '';
  await tellPayeeChanged(ctx, { invoice_number: invoiceNumber, carrier_id: held.carrier_id, carrier_name: carrier }, { from: payeesOf(held).from?.name ?? null, to: payeesOf(held).to?.name ?? null, requestedBy: held.requested_by_name }, { mailbox: held.confirm_email ?? '' });
  return { data: { invoiceNumber, payee: payeesOf(held).to?.name ?? carrier }, ...answerMessage(INVOICE_MESSAGES.payeeChanged) };
}

/** Whoever asked, an admin of the carrier or the brokerage's payables staff withdraw the held change. */
export async function cancelPayeeChange(ctx: PayeeChangeContext, caller: Caller, invoice: Invoice, audit: AuditContext): Promise<CodedMessage> {
  await ctx.db.transaction().execute(async (trx) => {
    await lockInvoiceForPayee(trx, invoice.id);
    const held = await lockPendingPayeeChange(trx, { id: invoice.id, carrierId: invoice.carrier_id });
    if (!held) throw conflict(INVOICE_MESSAGES.noPendingPayeeChange);
    if (!mayCancelPayeeChange(payeeChangeUserOf(caller), { carrierId: held.carrier_id, requestedByUserId: held.requested_by_user_id })) throw forbidden(INVOICE_MESSAGES.payeeChangeCancelRefused);
    await decidePayeeChange(trx, held.id, 'Cancelled', caller.userId);
    await auditCancelled(trx, actorOf(caller), invoice, held, audit, 'Cancelled');
  });
  return INVOICE_MESSAGES.payeeChangeCancelled;
}

/**
 * The brokerage's staff run payables and set a payee directly: it takes effect at once, replaces a
 * held change, is written to the invoice's payee history and the audit log, and the carrier's admins
 * and the payables staff are told.
 */
export async function setPayeeDirectly(ctx: PayeeChangeContext, caller: Caller, invoice: Invoice, to: Payee, audit: AuditContext): Promise<PayeeChangeOutcome> {
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const current = await lockInvoiceForPayee(trx, invoice.id);
    if (!current || isInvoiceLocked(current.status)) return { kind: 'locked' as const, status: current?.status ?? 0 };
    await expireLapsedPayeeChanges(trx, invoice.id);
    const held = await lockPendingPayeeChange(trx, { id: invoice.id, carrierId: invoice.carrier_id });
    if (held) {
      await decidePayeeChange(trx, held.id, 'Cancelled', caller.userId);
      await auditCancelled(trx, actorOf(caller), invoice, held, audit, 'The brokerage set the payee directly');
    }
    const from = currentPayee(current, invoice.carrier_id);
    if ((to?.id ?? null) === (from?.id ?? null)) return { kind: 'unchanged' as const };
    await saveApInvoiceRemitTo(trx, invoice.id, to?.id ?? null);
    await insertDirectPayeeChange(trx, { invoiceId: invoice.id, carrierId: invoice.carrier_id, fromCompanyId: current.remit_to_company_id, toCompanyId: to?.id ?? null, requestedByUserId: caller.userId });
    await recordAudit(trx, { action: 'invoice.payee_changed', actor: actorOf(caller), target: target(invoice), context: audit, details: { invoiceId: invoice.id, from, to, setByBrokerage: true } });
    return { kind: 'changed' as const, from };
  });
  if (outcome.kind === 'locked') throw lockedProblem(invoice.invoice_number, outcome.status);
  if (outcome.kind === 'changed') await tellPayeeChanged(ctx, invoice, { from: outcome.from?.name ?? null, to: to?.name ?? null, requestedBy: nameOf(caller) }, null);
  return { status: 200, message: INVOICE_MESSAGES.remitToUpdated({ invoiceNumber: invoice.invoice_number }) };
}

/** A payee change as another module reads it (the fraud detectors): whose, which invoice, from whom to whom, and when. */
export interface RecentPayeeChange {
  id: number;
  carrierId: number;
  invoiceNumber: string;
  fromPayee: string | null;
  toPayee: string | null;
  status: string;
  requestedAt: Date;
  decidedAt: Date | null;
}

/** Changes of payee asked for or decided since `since`, of the given carriers (every carrier when none given). */
export async function recentPayeeChanges(db: Db, since: Date, carrierIds?: readonly number[]): Promise<RecentPayeeChange[]> {
  const rows = await listPayeeChangesSince(db, since, carrierIds);
  return rows.map((r) => ({
    id: r.id,
    carrierId: r.carrier_id,
    invoiceNumber: r.invoice_number,
    fromPayee: r.from_name,
    toPayee: r.to_name,
    status: r.status,
    requestedAt: r.created_at,
    decidedAt: r.decided_at,
  }));
}
