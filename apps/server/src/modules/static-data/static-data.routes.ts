import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { staticDataRoutes } from '@portal/domain/static-data/static-data-routes';
import { STATIC_DATA_CACHE_CONTROL } from '@portal/domain/static-data/static-data-schemas';
import { serve } from '../../lib/serve-route';
import { allStaticLists, isFresh, staticList, type CachedAnswer } from './static-data.service';

/** Sends the answer with its ETag, or 304 when the client already holds it. */
function sendCached<T>(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer<T>) {
  reply.header('etag', answer.etag).header('cache-control', STATIC_DATA_CACHE_CONTROL);
  if (isFresh(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return answer.body;
}

/** Portal API: the product's fixed lists, for any signed-in user. */
export const staticDataPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, staticDataRoutes.all, async (request, reply) => sendCached(request, reply, allStaticLists()));
  serve(app, staticDataRoutes.list, async (request, reply) => sendCached(request, reply, staticList(request.params.listName)));
};
