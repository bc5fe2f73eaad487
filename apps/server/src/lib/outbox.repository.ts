import type { Db } from '../db/db';

/**
 * The outboxes of e-mail (outbox_emails) and text messages (outbox_sms): every message is written
 * there before it is delivered (lib/mailer.ts, lib/sms.ts), and its delivery is recorded on its row.
 */

export async function insertOutboxEmail(db: Db, email: { to: string; subject: string; text: string; html: string | null }): Promise<{ id: number }> {
  return db
    .insertInto('outbox_emails')
    .values({ to_address: email.to, subject: email.subject, text_body: email.text, html_body: email.html })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function markEmailSent(db: Db, id: number): Promise<void> {
  await db.updateTable('outbox_emails').set({ sent_at: new Date(), error: null }).where('id', '=', id).execute();
}

export async function recordEmailFailure(db: Db, id: number, error: string): Promise<void> {
  await db.updateTable('outbox_emails').set({ error }).where('id', '=', id).execute();
}

export async function insertOutboxSms(db: Db, sms: { to: string; body: string }): Promise<{ id: number }> {
  return db.insertInto('outbox_sms').values({ to_number: sms.to, body: sms.body }).returning('id').executeTakeFirstOrThrow();
}

export async function markSmsSent(db: Db, id: number): Promise<void> {
  await db.updateTable('outbox_sms').set({ sent_at: new Date(), error: null }).where('id', '=', id).execute();
}

export async function recordSmsFailure(db: Db, id: number, error: string): Promise<void> {
  await db.updateTable('outbox_sms').set({ error }).where('id', '=', id).execute();
}
