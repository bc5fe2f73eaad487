import type { FastifyRequest } from 'fastify';
import { NOT_AUTHORIZED } from '@portal/domain/common/messages';
import { HttpProblem, unauthorized } from '../../lib/problem';

/**
 * The internal API moves money statuses (settle, pay, third-party moves); only users of the
 * brokerage that owns the TMS may call it. Runs after authenticate.
 */
export async function requireBrokerage(request: FastifyRequest): Promise<void> {
  if (!request.caller) throw unauthorized('Authentication is required');
  if (!request.caller.isBrokerage) throw new HttpProblem(403, 'Forbidden', NOT_AUTHORIZED);
}
