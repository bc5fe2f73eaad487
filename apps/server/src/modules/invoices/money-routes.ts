import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';

/** Who may call a money route: the bearer token, plus the API key on the Carrier API. */
export const BEARER_SECURITY = [{ bearer: [] }];
export const CARRIER_API_SECURITY = [{ bearer: [], apiKey: [] }];

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
type RouteSchema = Pick<FastifySchema, 'params' | 'querystring' | 'body' | 'response'>;

/**
 * The route options of one area on one API (AP invoices, payments and third-party invoices on the
 * Carrier and Portal APIs): the guard, tags and security are said once, so a route names only its
 * summary and its schemas.
 */
export function moneyRoute(onRequest: Guard, base: { tags: string[]; security: typeof BEARER_SECURITY | typeof CARRIER_API_SECURITY }) {
  return <S extends RouteSchema>(summary: string, schema: S) => ({ onRequest, schema: { ...base, summary, ...schema } });
}
