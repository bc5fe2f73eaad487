import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReleaseNotesAnswerSchema } from '@portal/domain/release-notes/release-note-schemas';
import { RELEASE_NOTES } from './release-notes';

/** Any signed-in user may read what changed. */
export const releaseNotePortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/release-notes',
    {
      schema: {
        tags: ['release-notes'],
        summary: 'What changed in the portal, newest first',
        security: [{ bearer: [] }],
        response: { 200: ReleaseNotesAnswerSchema },
      },
    },
    async () => ({ data: [...RELEASE_NOTES] }),
  );
};
