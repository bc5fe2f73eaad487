import { stringify } from 'csv-stringify/sync';
import { isAdmin } from '@portal/domain/auth/access';
import { AUDIT_EXPORT_LIMIT } from '@portal/domain/audit/audit-actions';
import type { AuditEvent, AuditEventExportQuery, AuditEventList, AuditEventQuery } from '@portal/domain/audit/audit-event-schemas';
import { MESSAGES } from '@portal/domain/common/messages';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { forbidden } from '../../lib/problem';
import { calendarRange, DEFAULT_TIME_ZONE, windowInstants } from '../../lib/calendar-dates';
import { exportAuditEvents, listAuditEvents, type AuditEventFilter, type AuditEventListRow } from './audit.repository';

/**
 * Reading the audit log. Who reads what is decided here, not by the route alone: the brokerage's
 * staff read every company's entries; a company's admins read their own company's; anyone else
 * is refused (the route's guard says the same).
 */
function scopeOf(caller: Caller): Pick<AuditEventFilter, 'companyId'> {
  if (caller.isBrokerage) return {};
  if (isAdmin(caller)) return { companyId: caller.companyId };
  throw forbidden(MESSAGES.notAuthorized);
}

function filterOf(caller: Caller, query: AuditEventExportQuery): AuditEventFilter {
  const zone = query.timeZone ?? DEFAULT_TIME_ZONE;
  const window = calendarRange(query.from, query.to, zone, { start: 'from', end: 'to' });
  return {
    ...scopeOf(caller),
    action: query.action,
    actor: query.actor || undefined,
    ...(window ? windowInstants(window, zone) : {}),
  };
}

function eventView(row: AuditEventListRow): AuditEvent {
  return {
    id: Number(row.id),
    occurredAt: row.occurred_at.toISOString(),
    actor: { userId: row.actor_user_id, email: row.actor_email },
    company: row.company_id === null ? null : { id: row.company_id, name: row.company_name ?? `Company ${row.company_id}` },
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    ip: row.ip,
    userAgent: row.user_agent,
    details: (row.details ?? {}) as Record<string, unknown>,
  };
}

/** One page of the entries the caller may read, newest first. */
export async function listAuditEventsFor(db: Db, caller: Caller, query: AuditEventQuery): Promise<AuditEventList> {
  const { rows, totalCount } = await listAuditEvents(db, filterOf(caller, query), query);
  return { data: rows.map(eventView), totalCount };
}

const CSV_HEADER = ['Id', 'Occurred At (UTC)', 'Actor E-mail', 'Actor User Id', 'Company', 'Action', 'Target Type', 'Target Id', 'IP', 'User Agent', 'Details'];

/**
 * The filtered entries as CSV, newest first, at most AUDIT_EXPORT_LIMIT of them (`truncated` when
 * more matched). Every field someone could have typed goes through escape_formulas, so a
 * spreadsheet opens it as text, not as a formula.
 */
export async function auditEventsCsv(db: Db, caller: Caller, query: AuditEventExportQuery): Promise<{ csv: string; rows: number; truncated: boolean }> {
  const found = await exportAuditEvents(db, filterOf(caller, query), AUDIT_EXPORT_LIMIT + 1);
  const rows = found.slice(0, AUDIT_EXPORT_LIMIT).map(eventView);
  const csv = stringify(
    [
      CSV_HEADER,
      ...rows.map((e) => [
        String(e.id),
        e.occurredAt,
        e.actor.email ?? '',
        e.actor.userId === null ? '' : String(e.actor.userId),
        e.company?.name ?? '',
        e.action,
        e.targetType ?? '',
        e.targetId ?? '',
        e.ip ?? '',
        e.userAgent ?? '',
        JSON.stringify(e.details),
      ]),
    ],
    { record_delimiter: '\r\n', quote_record_delimiter: true, escape_formulas: true },
  );
  return { csv, rows: rows.length, truncated: found.length > AUDIT_EXPORT_LIMIT };
}
