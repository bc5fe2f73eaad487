import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { AuditAction, AuditTargetType } from '@portal/domain/audit/audit-actions';
import { AUDIT_GENESIS_HASH, AUDIT_TEXT_LIMITS, auditHashInput, auditText, normalizeAuditDetails, type AuditEntryFields } from '@portal/domain/audit/audit-chain';
import type { Database } from '../../db/database';
import type { AuditContext } from '../../lib/audit-context';
import type { Caller } from '../../lib/caller';
import { insertAuditEvent, lastAuditHash, lockAuditChain, nextAuditEventId } from './audit.repository';

/** Who acted. A sign-in attempt of an unknown address has an e-mail and nothing else. */
export interface AuditActor {
  userId: number | null;
  email: string | null;
  /** The company the entry belongs to (whose admins read it): the actor's. */
  companyId: number | null;
}

export interface AuditEventInput {
  action: AuditAction;
  actor: AuditActor;
  target?: { type: AuditTargetType; id: string | number };
  context: AuditContext;
  /** What changed, as plain JSON (before/after values, names a reader needs). Never secrets. */
  details?: Record<string, unknown>;
}

/** The signed-in caller as the actor of an entry. */
export function actorOf(caller: Pick<Caller, 'userId' | 'email' | 'companyId'>): AuditActor {
  return { userId: caller.userId, email: caller.email, companyId: caller.companyId };
}

/** SHA-256 (hex) of the previous hash and the entry's canonical JSON. */
export function auditHash(prevHash: string, entry: AuditEntryFields): string {
  return createHash('sha256').update(auditHashInput(prevHash, entry), 'utf8').digest('hex');
}

/**
 * Appends an entry to the audit log inside the caller's transaction, so the entry and the change it
 * records commit or roll back together. The chain's advisory lock is taken first and held to the
 * commit: concurrent writers, in this process or another, append one after the other, each reading
 * the hash the previous one committed. Call it last in the transaction, after the change's own row
 * locks, so no transaction waits for a row while holding the chain.
 */
export async function recordAudit(trx: Transaction<Database>, event: AuditEventInput): Promise<{ id: number; hash: string }> {
  // Outside a transaction the lock would end with its own statement and two writers could fork the chain.
  if (!trx.isTransaction) throw new Error('recordAudit needs the transaction of the change it records');
  await lockAuditChain(trx);
  const prevHash = (await lastAuditHash(trx)) ?? AUDIT_GENESIS_HASH;
  const entry: AuditEntryFields = {
    id: await nextAuditEventId(trx),
    occurredAt: new Date(),
    actorUserId: event.actor.userId,
    actorEmail: auditText(event.actor.email, AUDIT_TEXT_LIMITS.email),
    companyId: event.actor.companyId,
    action: event.action,
    targetType: event.target?.type ?? null,
    targetId: event.target === undefined ? null : String(event.target.id),
    ip: auditText(event.context.ip, AUDIT_TEXT_LIMITS.ip),
    userAgent: auditText(event.context.userAgent, AUDIT_TEXT_LIMITS.userAgent),
    details: normalizeAuditDetails(event.details),
  };
  const hash = auditHash(prevHash, entry);
  await insertAuditEvent(trx, {
    id: entry.id,
    occurred_at: entry.occurredAt,
    actor_user_id: entry.actorUserId,
    actor_email: entry.actorEmail,
    company_id: entry.companyId,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    ip: entry.ip,
    user_agent: entry.userAgent,
    details: JSON.stringify(entry.details),
    prev_hash: prevHash,
    hash,
  });
  return { id: entry.id, hash };
}
