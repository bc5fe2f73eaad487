import type { FastifyRequest } from 'fastify';
import { canAccess, canBrokerFreight, ROUTE_ACCESS } from '@portal/domain/auth/access';
import { NOT_AUTHORIZED } from '@portal/domain/common/messages';
import { HttpProblem, unauthorized } from '../../lib/problem';

/** Route guard of the broker actions (rate shopping, booking for customers, tendering): brokers and brokerage staff only. */
export async function requireBroker(request: FastifyRequest): Promise<void> {
  if (!request.caller) throw unauthorized('Authentication is required');
  if (!canBrokerFreight(request.caller)) throw new HttpProblem(403, 'Forbidden', NOT_AUTHORIZED);
}

/** Route guard of the unified rates of a shipment: the Rates area (carriers see their own), or a broker. */
export async function requireRatesOrBroker(request: FastifyRequest): Promise<void> {
  if (!request.caller) throw unauthorized('Authentication is required');
  if (!canAccess(request.caller, ROUTE_ACCESS.rates) && !canBrokerFreight(request.caller)) throw new HttpProblem(403, 'Forbidden', NOT_AUTHORIZED);
}
