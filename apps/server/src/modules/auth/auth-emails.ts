import type { Language } from '@portal/domain/common/language';
import type { MailMessage } from '../../lib/mailer';
import { mailTexts, type MailTexts } from '../../lib/mail-texts/mail-texts';
import { SUPPORT_EMAIL } from '../../lib/support';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

interface LinkTexts {
  subject: string;
  intro: string;
  action: string;
  validity: string;
}

function linkMessage(texts: MailTexts, to: string, firstName: string, { subject, intro, action, validity }: LinkTexts, link: string): MailMessage {
  const text = [texts.hello(firstName), '', intro, '', `${action}: ${link}`, '', `${validity} ${texts.ignoreIfNotAsked}`, '', `${texts.questionsWriteTo} ${SUPPORT_EMAIL}.`].join('\n');
  const html =
    `<p>${escapeHtml(texts.hello(firstName))}</p><p>${escapeHtml(intro)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` +
    `<p>${escapeHtml(validity)} ${escapeHtml(texts.ignoreIfNotAsked)}</p>` +
    `<p>${escapeHtml(texts.questionsWriteTo)} <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>.</p>`;
  return { to, subject, text, html };
}

/** The reset link, in the language the user chose (English when none). */
export function passwordResetEmail(to: string, firstName: string, link: string, language: Language | null = null): MailMessage {
  const texts = mailTexts(language);
  const { subject, intro, action, validity } = texts.passwordReset;
  return linkMessage(texts, to, firstName, { subject: subject(texts.product), intro: intro(texts.product), action, validity }, link);
}

/** The activation link, in the language the user chose (English when none). */
export function activationEmail(to: string, firstName: string, link: string, language: Language | null = null): MailMessage {
  const texts = mailTexts(language);
  const { subject, intro, action, validity } = texts.activation;
  return linkMessage(texts, to, firstName, { subject: subject(texts.product), intro: intro(texts.product), action, validity }, link);
}

/** The link that confirms a new address, sent to that address. */
export function emailChangeEmail(to: string, firstName: string, link: string, language: Language | null = null): MailMessage {
  const texts = mailTexts(language);
  const { subject, intro, action, validity } = texts.emailChange;
  return linkMessage(texts, to, firstName, { subject: subject(texts.product), intro: intro(texts.product), action, validity }, link);
}

/** The notice to the address being replaced: nothing to click, only what happened and what to do. */
export function emailChangeNotice(to: string, firstName: string, newEmail: string, language: Language | null = null): MailMessage {
  const texts = mailTexts(language);
  const { noticeSubject, notice, noticeAdvice } = texts.emailChange;
  const lines = [texts.hello(firstName), notice(newEmail, texts.product), noticeAdvice, `${texts.questionsWriteTo} ${SUPPORT_EMAIL}.`];
  return {
    to,
    subject: noticeSubject(texts.product),
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}
