import type { MailMessage } from '../../lib/mailer';
import type { SmsMessage } from '../../lib/sms';

/** The expiry as a driver reads it: a date in words, in UTC (the driver's zone is not known). */
function until(expiresAt: Date): string {
  return expiresAt.toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
}

/** The e-mail that carries a driver's sign-in link. */
export function signInLinkEmail(to: string, firstName: string, companyName: string, url: string, expiresAt: Date): MailMessage {
  const subject = `Your loads with ${companyName}`;
  const text = [
    `Hello ${firstName},`,
    '',
    `${companyName} dispatch sent you a link to your loads on the carrier portal. Open it on your phone to see your stops and record arrivals, departures and proof of delivery:`,
    '',
    url,
    '',
    `The link works until ${until(expiresAt)}. Do not share it: it signs you in. If you did not expect it, ignore this message.`,
  ].join('\n');
  return { to, subject, text };
}

/** The text message that carries a driver's sign-in link (short: one or two SMS segments plus the link). */
export function signInLinkText(to: string, companyName: string, url: string, expiresAt: Date): SmsMessage {
  return { to, body: `${companyName}: your loads on the carrier portal: ${url} (works until ${until(expiresAt)}; do not share)` };
}
