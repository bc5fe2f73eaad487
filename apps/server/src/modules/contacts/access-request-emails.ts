import type { MailMessage } from '../../lib/mailer';
import { SUPPORT_EMAIL } from '../../lib/support';

const PRODUCT = 'Summit Freight carrier portal';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function message(to: string, subject: string, firstName: string, paragraphs: string[]): MailMessage {
  const closing = `Questions? Write to ${SUPPORT_EMAIL}.`;
  return {
    to,
    subject,
    text: [`Hello ${firstName},`, ...paragraphs, closing].join('\n\n'),
    html: [`Hello ${firstName},`, ...paragraphs, closing].map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
  };
}

/** The requester's receipt: the request is with the company's admins. */
export function accessRequestReceivedEmail(to: string, firstName: string, companyName: string): MailMessage {
  return message(to, `Your request for access to the ${PRODUCT}`, firstName, [
    `We received your request for access to ${companyName} on the ${PRODUCT}. The company's administrators will review it; you will hear from us by e-mail when they decide.`,
  ]);
}

/** No company on the portal carries the number the requester typed. */
export function accessRequestNoCompanyEmail(to: string, firstName: string, companyNumber: string): MailMessage {
  return message(to, `Your request for access to the ${PRODUCT}`, firstName, [
    `We could not find a company with the MC or DOT number ${companyNumber} on the ${PRODUCT}, so your request was not passed on.`,
    'Check the number and ask again, or ask your company to set up its account with us.',
  ]);
}

/** The address already signs in: nothing to request. */
export function accessRequestExistingUserEmail(to: string, firstName: string, resetLink: string): MailMessage {
  return message(to, `Your request for access to the ${PRODUCT}`, firstName, [
    `This e-mail address already has an account on the ${PRODUCT}. If you forgot your password, set a new one at ${resetLink}.`,
  ]);
}

/** The admins declined, with their reason. */
export function accessRequestDeclinedEmail(to: string, firstName: string, companyName: string, reason: string): MailMessage {
  return message(to, `Your request for access to ${companyName} was declined`, firstName, [
    `The administrators of ${companyName} declined your request for access to the ${PRODUCT}.`,
    `Their reason: ${reason}`,
  ]);
}
