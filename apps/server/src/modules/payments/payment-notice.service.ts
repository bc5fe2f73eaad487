import type { FastifyBaseLogger } from 'fastify';
import { isLanguage } from '@portal/domain/common/language';
import { formatUsd, toCents } from '@portal/domain/common/money';
import type { PaymentSummary } from '@portal/domain/payments/payment-schemas';
import type { Db } from '../../db/db';
import type { Mailer } from '../../lib/mailer';
import { mailTexts } from '../../lib/mail-texts/mail-texts';
import { recipientsWanting } from '../profile/notification-recipients.service';
import * as repo from './payments.repository';

export interface PaymentNoticeDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Origin of the portal, for the link to the remittance. */
  publicUrl: string;
}

/**
 * Tells the people a check pays that it is on its way: the carrier's active users, and the factoring
 * company's when the invoices are remitted to it, each only if they keep the payments e-mail on. Sent
 * after the payment is committed; a mail that cannot be queued is logged and the payment stands.
 */
export async function notifyPayment(deps: PaymentNoticeDeps, payment: PaymentSummary): Promise<void> {
  const companies = [...new Set([payment.carrier.id, payment.paidTo.id])];
  const [users, brokerage] = await Promise.all([repo.findActiveUsersOfCompanies(deps.db, companies), repo.findBrokerageName(deps.db)]);
  const wanting = await recipientsWanting(deps.db, users.map((u) => u.id), 'payments');
  const url = `${deps.publicUrl.replace(/\/+$/, '')}/payments/${encodeURIComponent(payment.checkNumber)}/preview`;
  const amount = formatUsd(toCents(payment.amount));
  for (const user of users) {
    if (!wanting.has(user.id)) continue;
    const texts = mailTexts(isLanguage(user.language) ? user.language : null);
    try {
      await deps.mailer.send({
        to: user.email,
        subject: texts.payment.subject(payment.checkNumber, amount),
        text: [
          texts.hello(user.first_name),
          '',
          texts.payment.paid(brokerage?.name ?? 'The brokerage', payment.invoiceCount, payment.carrier.name, payment.paidTo.name, amount),
          texts.payment.check(payment.checkNumber, payment.paymentType.displayName, payment.paymentDate),
          '',
          texts.payment.open(url),
        ].join('\n'),
      });
    } catch (error) {
      deps.log.error({ err: error, checkNumber: payment.checkNumber, userId: user.id }, 'could not queue a payment e-mail');
    }
  }
}
