import type { Db } from '../../db/db';
import { findPreferencesOfUsers } from './profile.repository';

/**
 * The one place that decides who gets a notification: every e-mail or text about tenders, rate
 * requests, mentions, cases or payments goes only to the users this answers. Users who never saved
 * preferences have the defaults (every e-mail on, texts off).
 */
export type NotificationTopic = 'tenders' | 'rateRequests' | 'mentions' | 'cases' | 'payments';
export type NotificationChannel = 'email' | 'sms';

const COLUMN = {
  email: { tenders: 'email_tenders', rateRequests: 'email_rate_requests', mentions: 'email_mentions', cases: 'email_cases', payments: 'email_payments' },
  sms: { tenders: 'sms_tenders' },
} as const;

const DEFAULT_ON: Record<NotificationChannel, boolean> = { email: true, sms: false };

/** The ids among `userIds` who want `topic` by `channel` (only tenders can be texted). */
export async function recipientsWanting(db: Db, userIds: readonly number[], topic: NotificationTopic, channel: NotificationChannel = 'email'): Promise<Set<number>> {
  const column = (COLUMN[channel] as Partial<Record<NotificationTopic, string>>)[topic];
  if (!column || userIds.length === 0) return new Set();
  const rows = await findPreferencesOfUsers(db, userIds);
  const saved = new Map(rows.map((r) => [r.user_id, (r as unknown as Record<string, boolean>)[column]]));
  return new Set(userIds.filter((id) => saved.get(id) ?? DEFAULT_ON[channel]));
}
