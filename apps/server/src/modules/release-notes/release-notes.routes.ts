import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RELEASE_NOTES, ReleaseNoteSchema } from './release-notes';

/** Any signed-in user may read what changed. */
export const releaseNotePortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/release-notes',
    {
      schema: {
        tags: ['release-notes'],
        summary: 'What changed in the portal, newest first',
        security: [{ bearer: [] }],
        response: { 200: z.object({ data: z.array(ReleaseNoteSchema) }) },
      },
    },
    async () => ({ data: [...RELEASE_NOTES] }),
  );
};
