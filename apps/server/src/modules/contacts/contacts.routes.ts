import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { contactRoutes } from '@portal/domain/contacts/contact-routes';
import { auditContextOf } from '../../lib/audit-context';
import { serve } from '../../lib/serve-route';
import { PICTURE_BODY_LIMIT } from '../profile/profile-picture.service';
import { removeContactPicture, saveContactPicture } from './contact-picture.service';
import { createContact, deleteContact, editContact, getContact, getCurrentContact, listContacts, openAccessRequestCount } from './contacts.service';

/** The company's contacts: CarrierPortal or FactoringCompanyPortal read; admins manage them and their users' pictures. */
export const contactPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAccess(ROUTE_ACCESS.contacts));

  serve(app, contactRoutes.openAccessRequestCount, async (request) => ({ totalCount: await openAccessRequestCount(app.db, request.caller) }));
  serve(app, contactRoutes.list, async (request) => listContacts(app.db, request.caller, request.query));
  serve(app, contactRoutes.current, async (request) => ({ data: await getCurrentContact(app.db, request.caller) }));
  serve(app, contactRoutes.create, async (request, reply) => reply.status(201).send(await createContact(app, request.caller, request.body, auditContextOf(request))));
  serve(app, contactRoutes.get, async (request) => ({ data: await getContact(app.db, request.caller, request.params.contactId) }));
  serve(app, contactRoutes.edit, async (request) => editContact(app, request.caller, request.params.contactId, request.body, auditContextOf(request)));
  serve(app, contactRoutes.remove, async (request) => deleteContact(app.db, request.caller, request.params.contactId, auditContextOf(request)));
  serve(app, contactRoutes.saveContactPicture, async (request) => saveContactPicture(app, request.caller, request.params.contactId, request.body, auditContextOf(request)), {
    bodyLimit: PICTURE_BODY_LIMIT,
  });
  serve(app, contactRoutes.removeContactPicture, async (request) => removeContactPicture(app, request.caller, request.params.contactId, auditContextOf(request)));
};
