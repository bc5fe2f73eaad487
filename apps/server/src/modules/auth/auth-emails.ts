import type { MailMessage } from '../../lib/mailer';
import { SUPPORT_EMAIL } from '../../lib/support';

const PRODUCT = 'Summit Freight carrier portal';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function linkMessage(to: string, subject: string, firstName: string, intro: string, action: string, link: string, validity: string): MailMessage {
  const text = [
    `Hello ${firstName},`,
    '',
    intro,
    '',
    `${action}: ${link}`,
    '',
    `${validity} If you did not ask for this, you can ignore this message.`,
    '',
    `Questions? Write to ${SUPPORT_EMAIL}.`,
  ].join('\n');
  const html =
    `<p>Hello ${escapeHtml(firstName)},</p><p>${escapeHtml(intro)}</p>` +
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>` +
    `<p>${escapeHtml(validity)} If you did not ask for this, you can ignore this message.</p>` +
    `<p>Questions? Write to <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>.</p>`;
  return { to, subject, text, html };
}

export function passwordResetEmail(to: string, firstName: string, link: string): MailMessage {
  return linkMessage(
    to,
    `Reset your ${PRODUCT} password`,
    firstName,
    `We received a request to reset the password of your ${PRODUCT} account.`,
    'Set a new password',
    link,
    'The link works once and expires in one hour.',
  );
}

export function activationEmail(to: string, firstName: string, link: string): MailMessage {
  return linkMessage(
    to,
    `Activate your ${PRODUCT} account`,
    firstName,
    `An account on the ${PRODUCT} is waiting for you. Choose a password to activate it.`,
    'Activate your account',
    link,
    'The link works once and expires in seven days.',
  );
}
