import type { FastifyInstance } from 'fastify';
import { authHeaders, login } from '../helper';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A signed-in demo user calling the Portal API through inject. */
export async function portalClient(app: FastifyInstance, email: string) {
  const session = await login(app, email);
  const call = (method: Method, url: string, payload?: unknown) => app.inject({ method, url: `/portal/api${url}`, headers: authHeaders(session), ...(payload === undefined ? {} : { payload: payload as object }) });
  return { session, call };
}
export type PortalClient = Awaited<ReturnType<typeof portalClient>>;
