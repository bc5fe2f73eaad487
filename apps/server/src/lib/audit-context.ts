import type { FastifyRequest } from 'fastify';
import { AUDIT_TEXT_LIMITS, auditText } from '@portal/domain/audit/audit-chain';

/**
 * Where a change came from, for its audit entry: the client's address (as Fastify reads it, through
 * TRUST_PROXY when set) and its user agent, cut to lengths the log keeps.
 */
export interface AuditContext {
  ip: string | null;
  userAgent: string | null;
}

export function auditContextOf(request: FastifyRequest): AuditContext {
  const agent = request.headers['user-agent'];
  return {
    ip: auditText(request.ip, AUDIT_TEXT_LIMITS.ip),
    userAgent: auditText(typeof agent === 'string' ? agent : undefined, AUDIT_TEXT_LIMITS.userAgent),
  };
}

/** For changes no request made (a job, a script): no address, no agent. */
export const NO_AUDIT_CONTEXT: AuditContext = { ip: null, userAgent: null };
