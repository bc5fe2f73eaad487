import type { Language } from '@portal/domain/common/language';
import type { MailMessage } from '../../lib/mailer';
import type { SmsMessage } from '../../lib/sms';
import { mailTexts } from '../../lib/mail-texts/mail-texts';

/** The expiry as a driver reads it: a date in words, in UTC (the driver's zone is not known). */
function until(expiresAt: Date, locale = 'en-US'): string {
  return expiresAt.toLocaleDateString(locale, { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
}

/** The e-mail that carries a driver's sign-in link, in the language the driver chose (English when none). */
export function signInLinkEmail(to: string, firstName: string, companyName: string, url: string, expiresAt: Date, language: Language | null = null): MailMessage {
  const texts = mailTexts(language);
  const { driverSignIn } = texts;
  const text = [texts.hello(firstName), '', driverSignIn.body(companyName), '', url, '', driverSignIn.validity(until(expiresAt, driverSignIn.locale))].join('\n');
  return { to, subject: driverSignIn.subject(companyName), text };
}

/** The text message that carries a driver's sign-in link (short: one or two SMS segments plus the link). */
export function signInLinkText(to: string, companyName: string, url: string, expiresAt: Date): SmsMessage {
  return { to, body: `${companyName}: your loads on the carrier portal: ${url} (works until ${until(expiresAt)}; do not share)` };
}
