import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { CountAnswerSchema } from '@portal/domain/common/query-schemas';
import {
  ContactAnswerSchema,
  ContactBodySchema,
  ContactDeletedSchema,
  ContactIdParamsSchema,
  ContactListQuerySchema,
  ContactListSchema,
  ContactSavedAnswerSchema,
} from '@portal/domain/contacts/contact-schemas';
import { auditContextOf } from '../../lib/audit-context';
import { createContact, deleteContact, editContact, getContact, getCurrentContact, listContacts, openAccessRequestCount } from './contacts.service';

const tags = ['contacts'];
const security = [{ bearer: [] }];

/** The company's contacts: CarrierPortal or FactoringCompanyPortal read; admins manage. */
export const contactPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAccess(ROUTE_ACCESS.contacts));

  app.get(
    '/contacts/access-requests/open-count',
    { schema: { tags, security, summary: "Open portal access requests of the caller's company (admins only)", response: { 200: CountAnswerSchema } } },
    async (request) => ({ totalCount: await openAccessRequestCount(app.db, request.caller) }),
  );

  app.get(
    '/contacts',
    {
      schema: {
        tags,
        security,
        summary: "Find by roles: the company's contacts, fuzzy matched on names, title, e-mail and phone (50 a page)",
        querystring: ContactListQuerySchema,
        response: { 200: ContactListSchema },
      },
    },
    async (request) => listContacts(app.db, request.caller, request.query),
  );

  app.get(
    '/contacts/current',
    { schema: { tags, security, summary: "The signed-in user's own contact", response: { 200: ContactAnswerSchema } } },
    async (request) => ({ data: await getCurrentContact(app.db, request.caller) }),
  );

  app.post(
    '/contacts',
    {
      schema: {
        tags,
        security,
        summary: "Creates a contact (admins); portal access creates its user and mails the activation link ('Contact Successfully Created')",
        body: ContactBodySchema,
        response: { 201: ContactSavedAnswerSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createContact(app, request.caller, request.body, auditContextOf(request));
    },
  );

  app.get(
    '/contacts/:contactId',
    { schema: { tags, security, summary: 'One contact of the company', params: ContactIdParamsSchema, response: { 200: ContactAnswerSchema } } },
    async (request) => ({ data: await getContact(app.db, request.caller, request.params.contactId) }),
  );

  app.put(
    '/contacts/:contactId',
    {
      schema: {
        tags,
        security,
        summary: "Edits a contact and its portal access (admins); 409 when it would leave the company without an admin",
        params: ContactIdParamsSchema,
        body: ContactBodySchema,
        response: { 200: ContactSavedAnswerSchema },
      },
    },
    async (request) => editContact(app, request.caller, request.params.contactId, request.body, auditContextOf(request)),
  );

  app.delete(
    '/contacts/:contactId',
    {
      schema: {
        tags,
        security,
        summary: "Deletes a contact and ends its portal access (admins); 409 for the company's last admin",
        params: ContactIdParamsSchema,
        response: { 200: ContactDeletedSchema },
      },
    },
    async (request) => deleteContact(app.db, request.caller, request.params.contactId, auditContextOf(request)),
  );
};
