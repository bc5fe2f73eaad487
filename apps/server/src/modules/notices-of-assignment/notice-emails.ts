import type { MailMessage } from '../../lib/mailer';
import { SUPPORT_EMAIL } from '../../lib/support';

/** What happened to a notice, in words, for the e-mails. */
export interface NoticeEvent {
  carrierName: string;
  factoringCompany: string;
  /** One sentence: what changed. */
  headline: string;
  /** Where the checks go from now on. */
  payee: string;
  effectiveOn: string;
  url: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** One e-mail to one person about a notice of assignment. */
export function noticeEmail(to: string, firstName: string | null, event: NoticeEvent): MailMessage {
  const paragraphs = [
    ...(firstName ? [`Hello ${firstName},`] : []),
    event.headline,
    `Carrier: ${event.carrierName}. Factoring company: ${event.factoringCompany}. Effective: ${event.effectiveOn}.`,
    event.payee,
    `See the notice in the portal: ${event.url}`,
    `Questions? Write to ${SUPPORT_EMAIL}.`,
  ];
  return {
    to,
    subject: `Notice of assignment: ${event.carrierName}`,
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join(''),
  };
}
