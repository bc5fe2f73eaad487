import { AUDIT_GENESIS_HASH, auditLinkProblem, type AuditDetails } from '@portal/domain/audit/audit-chain';
import type { AuditEventsRow } from '../../db/database';
import type { Db } from '../../db/db';
import { auditEventsAfter } from './audit.repository';
import { auditHash } from './record-audit';

export type AuditChainReport =
  | { intact: true; entries: number }
  | {
      intact: false;
      /** Entries checked before the broken one. */
      entries: number;
      brokenId: number;
      problem: string;
    };

function recomputedHash(row: AuditEventsRow): string {
  return auditHash(row.prev_hash, {
    id: Number(row.id),
    occurredAt: row.occurred_at,
    actorUserId: row.actor_user_id,
    actorEmail: row.actor_email,
    companyId: row.company_id,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    ip: row.ip,
    userAgent: row.user_agent,
    details: (row.details ?? {}) as AuditDetails,
  });
}

/**
 * Walks the whole log in id order, a batch at a time, and answers the first entry whose link is
 * broken (altered contents, or a prev_hash that is not the hash before it), or that it is intact.
 * It cannot see entries cut off the end of the log: compare the count with an earlier report for that.
 */
export async function verifyAuditChain(db: Db, options: { batchSize?: number } = {}): Promise<AuditChainReport> {
  const batchSize = options.batchSize ?? 1_000;
  let expectedPrev = AUDIT_GENESIS_HASH;
  let afterId = 0;
  let entries = 0;
  for (;;) {
    const rows = await auditEventsAfter(db, afterId, batchSize);
    for (const row of rows) {
      const problem = auditLinkProblem({ prevHash: row.prev_hash, hash: row.hash }, expectedPrev, recomputedHash(row));
      if (problem) return { intact: false, entries, brokenId: Number(row.id), problem };
      expectedPrev = row.hash;
      afterId = Number(row.id);
      entries++;
    }
    if (rows.length < batchSize) return { intact: true, entries };
  }
}

/** The verifier's one-line verdict, as `npm run audit:verify` prints it. */
export function describeAuditChainReport(report: AuditChainReport): string {
  if (report.intact) return `Audit log intact: ${report.entries} ${report.entries === 1 ? 'entry' : 'entries'}`;
  return `Audit log broken at entry ${report.brokenId} (after ${report.entries} intact ${report.entries === 1 ? 'entry' : 'entries'}): ${report.problem}`;
}
