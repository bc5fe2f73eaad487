import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { insertOutboxSms, markSmsSent, recordSmsFailure } from './outbox.repository';

export interface SmsMessage {
  /** The phone number as the carrier keeps it on file. */
  to: string;
  body: string;
}

export interface SmsSender {
  /** Records the message in outbox_sms; with a gateway configured it is then delivered in the background. */
  send(message: SmsMessage): Promise<{ id: number; delivery: Promise<boolean> }>;
  /** Waits for deliveries still running (on shutdown). */
  flush(): Promise<void>;
}

export interface SmsOptions {
  db: Kysely<Database>;
  /** SMS_GATEWAY_URL: each message is POSTed there as JSON {to, body}; any 2xx answer means sent. */
  gatewayUrl?: string;
  log: FastifyBaseLogger;
}

/** How long a gateway may take before the message is recorded as failed. */
const GATEWAY_TIMEOUT_MS = 10_000;

/**
 * Text messages work like e-mail (lib/mailer.ts): every message is written to outbox_sms first, so
 * a link sent without a gateway can still be found (and tests can read it), and delivery failures
 * are recorded on the row instead of failing the request that sent it.
 */
export function createSmsSender({ db, gatewayUrl, log }: SmsOptions): SmsSender {
  const pending = new Set<Promise<boolean>>();

  async function deliver(id: number, message: SmsMessage): Promise<boolean> {
    try {
      const response = await fetch(gatewayUrl!, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: message.to, body: message.body }),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
      await markSmsSent(db, id);
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.error({ outboxSmsId: id, err: error }, 'text message delivery failed');
      await recordSmsFailure(db, id, reason.slice(0, 2000)).catch((e: unknown) => log.error({ outboxSmsId: id, err: e }, 'could not record the delivery failure'));
      return false;
    }
  }

  return {
    async flush() {
      await Promise.allSettled([...pending]);
    },
    async send(message) {
      const row = await insertOutboxSms(db, { to: message.to, body: message.body });
      if (!gatewayUrl) {
        // Without a gateway the outbox and the log are the delivery, as for e-mail without SMTP.
        log.info({ outboxSmsId: row.id, to: message.to, body: message.body }, 'text message (no SMS gateway configured)');
        return { id: row.id, delivery: Promise.resolve(false) };
      }
      // The body carries a sign-in link: with real delivery it stays out of the log.
      log.info({ outboxSmsId: row.id, to: message.to }, 'text message queued');
      const delivery = deliver(row.id, message);
      pending.add(delivery);
      void delivery.finally(() => pending.delete(delivery));
      return { id: row.id, delivery };
    },
  };
}
