import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { releaseNoteRoutes } from '@portal/domain/release-notes/release-note-routes';
import { serve } from '../../lib/serve-route';
import { RELEASE_NOTES } from './release-notes';

/** Any signed-in user may read what changed. */
export const releaseNotePortalRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, releaseNoteRoutes.list, async () => ({ data: [...RELEASE_NOTES] }));
};
