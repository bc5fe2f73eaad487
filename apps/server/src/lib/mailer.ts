import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/database';
import { insertOutboxEmail, markEmailSent, recordEmailFailure } from './outbox.repository';
import { MAIL_FROM } from './support';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /**
   * Records the message in the outbox and answers once it is recorded; with SMTP configured it is
   * then delivered in the background (`delivery` settles true/false, never rejects), so how long
   * a mail server takes never shows in the caller's response time.
   */
  send(message: MailMessage): Promise<{ id: number; delivery: Promise<boolean> }>;
  /** Waits for deliveries still running (on shutdown). */
  flush(): Promise<void>;
}

export interface MailerOptions {
  db: Kysely<Database>;
  /** smtp://user:pass@host:port; without it the outbox table and the log are the only delivery. */
  smtpUrl?: string;
  log: FastifyBaseLogger;
  from?: string;
}

/**
 * Every message is written to outbox_emails first, so a link sent in a demo without SMTP can still
 * be found (and tests can read it). Delivery failures are recorded on the row, not raised: the
 * caller's request (a reset request, say) must answer the same whether mail works or not.
 */
export function createMailer({ db, smtpUrl, log, from = MAIL_FROM }: MailerOptions): Mailer {
  const transport: Transporter | undefined = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const pending = new Set<Promise<boolean>>();

  async function deliver(id: number, message: MailMessage): Promise<boolean> {
    try {
      await transport!.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      await markEmailSent(db, id);
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.error({ outboxId: id, err: error }, 'e-mail delivery failed');
      await recordEmailFailure(db, id, reason.slice(0, 2000)).catch((e: unknown) => log.error({ outboxId: id, err: e }, 'could not record the delivery failure'));
      return false;
    }
  }

  return {
    async flush() {
      await Promise.allSettled([...pending]);
    },
    async send(message) {
      const row = await insertOutboxEmail(db, { to: message.to, subject: message.subject, text: message.text, html: message.html ?? null });
      if (!transport) {
        // Without SMTP the log is the delivery (DESIGN.md): a local user finds the link there.
        log.info({ outboxId: row.id, to: message.to, subject: message.subject, text: message.text }, 'e-mail (no SMTP configured)');
        return { id: row.id, delivery: Promise.resolve(false) };
      }
      // The body carries single-use links: with real delivery it stays out of the log.
      log.info({ outboxId: row.id, to: message.to, subject: message.subject }, 'e-mail queued');
      const delivery = deliver(row.id, message);
      pending.add(delivery);
      void delivery.finally(() => pending.delete(delivery));
      return { id: row.id, delivery };
    },
  };
}
