import type { Language } from '@portal/domain/common/language';
import type { MailMessage } from '../../lib/mailer';
import { mailTexts, type MailTexts } from '../../lib/mail-texts/mail-texts';
import { SUPPORT_EMAIL } from '../../lib/support';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function message(texts: MailTexts, to: string, subject: string, firstName: string, paragraphs: string[]): MailMessage {
  const closing = `${texts.questionsWriteTo} ${SUPPORT_EMAIL}.`;
  return {
    to,
    subject,
    text: [texts.hello(firstName), ...paragraphs, closing].join('\n\n'),
    html: [texts.hello(firstName), ...paragraphs, closing].map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
  };
}

/** The requester's receipt: the request is with the company's admins. */
export function accessRequestReceivedEmail(to: string, firstName: string, companyName: string, language: Language | null = null): MailMessage {
  const texts = mailTexts(language);
  const { accessRequest: a, product } = texts;
  return message(texts, to, a.subject(product), firstName, [a.received(companyName, product)]);
}

/** No company on the portal carries the number the requester typed. */
export function accessRequestNoCompanyEmail(to: string, firstName: string, companyNumber: string, language: Language | null = null): MailMessage {
  const texts = mailTexts(language);
  const { accessRequest: a, product } = texts;
  return message(texts, to, a.subject(product), firstName, [a.noCompany(companyNumber, product), a.noCompanyAdvice]);
}

/** The address already signs in: nothing to request. Written in the language that user chose. */
export function accessRequestExistingUserEmail(to: string, firstName: string, resetLink: string, language: Language | null = null): MailMessage {
  const texts = mailTexts(language);
  const { accessRequest: a, product } = texts;
  return message(texts, to, a.subject(product), firstName, [a.existingUser(product, resetLink)]);
}

/** The admins declined, with their reason. */
export function accessRequestDeclinedEmail(to: string, firstName: string, companyName: string, reason: string, language: Language | null = null): MailMessage {
  const texts = mailTexts(language);
  const { accessRequest: a, product } = texts;
  return message(texts, to, a.declinedSubject(companyName), firstName, [a.declined(companyName, product), a.declinedReason(reason)]);
}
