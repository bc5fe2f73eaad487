import { z } from 'zod';
import { pagingQuery } from '../common/query-schemas';
import { dateQuery, timeZoneQuery } from '../invoices/invoice-query-schemas';
import { AUDIT_ACTIONS, type AuditAction } from './audit-actions';

/**
 * The API contract of the audit log's reading side (the Activity page): company admins read their
 * company's entries, the brokerage's staff every entry.
 */

const filters = {
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** Part of the actor's e-mail address. */
  actor: z.string().trim().max(100).optional(),
  /** Calendar days in `timeZone` (the brokerage's home zone when absent), both inclusive. */
  from: dateQuery.optional(),
  to: dateQuery.optional(),
  timeZone: timeZoneQuery,
};

export const AuditEventQuerySchema = z.object({ ...filters, ...pagingQuery() });
export type AuditEventQuery = z.output<typeof AuditEventQuerySchema>;
/** The query as a client sends it. */
export interface AuditEventQueryInput {
  action?: AuditAction;
  actor?: string;
  from?: string;
  to?: string;
  timeZone?: string;
  page?: number;
  pageSize?: number;
}

export const AuditEventExportQuerySchema = z.object(filters);
export type AuditEventExportQuery = z.output<typeof AuditEventExportQuerySchema>;

export const AuditEventSchema = z.object({
  id: z.number().int(),
  occurredAt: z.string(),
  actor: z.object({ userId: z.number().int().nullable(), email: z.string().nullable() }),
  /** The company the entry belongs to: the actor's (null for a sign-in attempt of an unknown address). */
  company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEvent = z.output<typeof AuditEventSchema>;

export const AuditEventListSchema = z.object({ data: z.array(AuditEventSchema), totalCount: z.number().int() });
export type AuditEventList = z.output<typeof AuditEventListSchema>;
