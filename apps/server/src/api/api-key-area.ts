import type { FastifyPluginAsync } from 'fastify';
import type { ApiKeyArea } from '@portal/domain/auth/api-keys';

/** An area's routes behind the scope check: a request made with a company's key must name the area. */
export function inArea(area: ApiKeyArea, routes: FastifyPluginAsync): FastifyPluginAsync {
  return async (scoped) => {
    scoped.addHook('onRequest', scoped.requireScope(area));
    await scoped.register(routes);
  };
}
