import type { Language } from '@portal/domain/common/language';
import { PAYEE_CHANGE_TTL_HOURS } from '@portal/domain/invoices/payee-change';
import type { MailMessage } from '../../lib/mailer';
import { mailTexts, type MailTexts } from '../../lib/mail-texts/mail-texts';
import { SUPPORT_EMAIL } from '../../lib/support';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function message(texts: MailTexts, to: string, subject: string, greeting: string | null, paragraphs: string[]): MailMessage {
  const all = [...(greeting === null ? [] : [texts.hello(greeting)]), ...paragraphs, `${texts.questionsWriteTo} ${SUPPORT_EMAIL}.`];
  return { to, subject, text: all.join('\n\n'), html: all.map((p) => `<p>${escapeHtml(p)}</p>`).join('') };
}

/** The change in words: invoice, carrier, who asked, and the payees before and after (null: the carrier itself). */
export interface PayeeChangeFacts {
  invoiceNumber: string;
  carrier: string;
  from: string | null;
  to: string | null;
  requestedBy: string;
  /** The invoice in the portal. */
  url: string;
}

function payees(texts: MailTexts, facts: PayeeChangeFacts) {
  const name = (payee: string | null) => payee ?? texts.payeeChange.paidDirectly(facts.carrier);
  return { from: name(facts.from), to: name(facts.to) };
}

export interface Recipient {
  email: string;
  firstName: string | null;
  language: Language | null;
}

/** A change waits for confirmation: the request in words, then how to confirm it (`howToConfirm`). */
function requestedEmail(recipient: Recipient, facts: PayeeChangeFacts, howToConfirm: (p: MailTexts['payeeChange']) => string[]): MailMessage {
  const texts = mailTexts(recipient.language);
  const p = texts.payeeChange;
  const { from, to } = payees(texts, facts);
  return message(texts, recipient.email, p.requestedSubject(facts.invoiceNumber), recipient.firstName, [
    p.requested(facts.requestedBy, facts.invoiceNumber, facts.carrier, from, to),
    ...howToConfirm(p),
  ]);
}

/** To another admin of the carrier: a change waits for them on the invoice. */
export function payeeChangeToConfirmEmail(recipient: Recipient, facts: PayeeChangeFacts): MailMessage {
  return requestedEmail(recipient, facts, (p) => [p.confirmInPortal(facts.url)]);
}

/** To the carrier's registered address when the requester is its only admin: the link that confirms. */
export function payeeChangeLinkEmail(recipient: Recipient, facts: PayeeChangeFacts, link: string): MailMessage {
  return requestedEmail(recipient, facts, (p) => [`${p.confirmByLink(PAYEE_CHANGE_TTL_HOURS)}\n${link}`, p.linkAdvice]);
}

/** To the brokerage's payables staff when the carrier has no one else to confirm. */
export function payeeChangeForBrokerageEmail(recipient: Recipient, facts: PayeeChangeFacts): MailMessage {
  return requestedEmail(recipient, facts, (p) => [p.confirmAsBrokerage(facts.carrier, facts.url)]);
}

/**
 * To the carrier's admins and the brokerage's payables staff once the payee changed. `confirmedBy`
 * null: the brokerage set it directly (requestedBy is then the staff member).
 */
export function payeeChangedEmail(recipient: Recipient, facts: PayeeChangeFacts, confirmedBy: { name: string } | { mailbox: string } | null): MailMessage {
  const texts = mailTexts(recipient.language);
  const p = texts.payeeChange;
  const { from, to } = payees(texts, facts);
  const who =
    confirmedBy === null
      ? p.byBrokerage(facts.requestedBy)
      : p.askedAndConfirmed(facts.requestedBy, 'name' in confirmedBy ? confirmedBy.name : p.companyMailbox(confirmedBy.mailbox));
  return message(texts, recipient.email, p.changedSubject(facts.invoiceNumber), recipient.firstName, [p.changed(facts.invoiceNumber, facts.carrier, from, to), who, p.notExpected, p.open(facts.url)]);
}
