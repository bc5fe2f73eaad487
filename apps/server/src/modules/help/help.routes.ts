import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SupportContactsAnswerSchema } from '@portal/domain/help/support-contacts';
import { supportContacts } from './help.service';

/** The help page's support contacts: every signed-in user may read them (no dead ends). */
export const helpPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/support-contacts',
    {
      schema: {
        tags: ['help'],
        security: [{ bearer: [] }],
        summary: "How to reach the brokerage's carrier support: e-mail, phone and address",
        response: { 200: SupportContactsAnswerSchema },
      },
    },
    async () => ({ data: await supportContacts(app.db) }),
  );
};
