import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { helpRoutes } from '@portal/domain/help/help-routes';
import { serve } from '../../lib/serve-route';
import { supportContacts } from './help.service';

/** The help page's support contacts: every signed-in user may read them (no dead ends). */
export const helpPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, helpRoutes.supportContacts, async () => ({ data: await supportContacts(app.db) }));
};
