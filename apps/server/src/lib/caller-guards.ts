import type { FastifyRequest } from 'fastify';
import { canAccess, canBrokerFreight, ROUTE_ACCESS } from '@portal/domain/auth/access';
import { MESSAGES } from '@portal/domain/common/messages';
import { HttpProblem, unauthorized } from './problem';

/** Route guards on who the caller is, shared by the modules' routes. Each runs after authenticate. */

/** Route guard of the broker actions (rate shopping, booking for customers, tendering): brokers and brokerage staff only. */
export async function requireBroker(request: FastifyRequest): Promise<void> {
  if (!request.caller) throw unauthorized();
  if (!canBrokerFreight(request.caller)) throw new HttpProblem(403, 'Forbidden', MESSAGES.notAuthorized);
}

/** Route guard of the unified rates of a shipment: the Rates area (carriers see their own), or a broker. */
export async function requireRatesOrBroker(request: FastifyRequest): Promise<void> {
  if (!request.caller) throw unauthorized();
  if (!canAccess(request.caller, ROUTE_ACCESS.rates) && !canBrokerFreight(request.caller)) throw new HttpProblem(403, 'Forbidden', MESSAGES.notAuthorized);
}

/**
 * The internal API moves money statuses (settle, pay, third-party moves); only users of the
 * brokerage that owns the TMS may call it. Runs after authenticate.
 */
export async function requireBrokerage(request: FastifyRequest): Promise<void> {
  if (!request.caller) throw unauthorized();
  if (!request.caller.isBrokerage) throw new HttpProblem(403, 'Forbidden', MESSAGES.notAuthorized);
}
