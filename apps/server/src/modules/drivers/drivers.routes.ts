import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import {
  DriverAnswerSchema,
  DriverBodySchema,
  DriverEntryLinkAnswerSchema,
  DriverIdParamsSchema,
  DriverListSchema,
  DriverPictureBodySchema,
  DriverSearchQuerySchema,
  SendSignInLinkBodySchema,
  SignInLinkAnswerSchema,
} from '@portal/domain/drivers/driver-schemas';
import { getSignInLink, issueDriverEntryLink, resendSignInLink, revokeSignInLink, sendSignInLink } from './driver-sign-in-links.service';
import { removeDriverPicture, uploadDriverPicture } from './driver-picture.service';
import { auditContextOf } from '../../lib/audit-context';
import { createDriver, editDriver, getDriver, searchDrivers, setDriverStatus } from './drivers.service';

const tags = ['drivers'];
const security = [{ bearer: [] }];

/** The company's drivers and their sign-in links: carrier assets, guarded like equipment (CarrierPortal), company-scoped. */
export const driverPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAccess(ROUTE_ACCESS.drivers));

  app.get(
    '/drivers',
    {
      schema: {
        tags,
        security,
        summary: "Search drivers: the caller's company's drivers by name, e-mail or phone (active ones unless status says otherwise)",
        querystring: DriverSearchQuerySchema,
        response: { 200: DriverListSchema },
      },
    },
    async (request) => searchDrivers(app.db, request.caller, request.query),
  );

  app.post(
    '/drivers',
    { schema: { tags, security, summary: 'Adds a driver', body: DriverBodySchema, response: { 201: DriverAnswerSchema } } },
    async (request, reply) => {
      reply.code(201);
      return { data: await createDriver(app.db, request.caller, request.body) };
    },
  );

  app.get(
    '/drivers/:driverId',
    { schema: { tags, security, summary: 'One driver with the state of their sign-in link', params: DriverIdParamsSchema, response: { 200: DriverAnswerSchema } } },
    async (request) => ({ data: await getDriver(app.db, request.caller, request.params.driverId) }),
  );

  app.put(
    '/drivers/:driverId',
    { schema: { tags, security, summary: 'Edits a driver', params: DriverIdParamsSchema, body: DriverBodySchema, response: { 200: DriverAnswerSchema } } },
    async (request) => ({ data: await editDriver(app.db, request.caller, request.params.driverId, request.body) }),
  );

  app.put(
    '/drivers/:driverId/picture',
    {
      bodyLimit: 8 * 1024 * 1024, // a 5 MB picture in base64
      schema: {
        tags,
        security,
        summary: "Uploads the driver's profile picture (PNG or JPEG, checked by content like document uploads); it replaces the previous one",
        params: DriverIdParamsSchema,
        body: DriverPictureBodySchema,
        response: { 200: DriverAnswerSchema },
      },
    },
    async (request) => ({ data: await uploadDriverPicture(app, request.caller, request.params.driverId, request.body) }),
  );

  app.delete(
    '/drivers/:driverId/picture',
    { schema: { tags, security, summary: "Removes the driver's profile picture", params: DriverIdParamsSchema, response: { 200: DriverAnswerSchema } } },
    async (request) => ({ data: await removeDriverPicture(app, request.caller, request.params.driverId) }),
  );

  app.post(
    '/drivers/:driverId/deactivate',
    {
      schema: { tags, security, summary: 'Deactivates a driver; their sign-in links and sessions end', params: DriverIdParamsSchema, response: { 200: DriverAnswerSchema } },
    },
    async (request) => ({ data: await setDriverStatus(app.db, request.caller, request.params.driverId, false, auditContextOf(request)) }),
  );

  app.post(
    '/drivers/:driverId/activate',
    { schema: { tags, security, summary: 'Reactivates a driver', params: DriverIdParamsSchema, response: { 200: DriverAnswerSchema } } },
    async (request) => ({ data: await setDriverStatus(app.db, request.caller, request.params.driverId, true, auditContextOf(request)) }),
  );

  app.get(
    '/drivers/:driverId/sign-in-link',
    { schema: { tags, security, summary: "The driver's latest sign-in link (never the link itself)", params: DriverIdParamsSchema, response: { 200: SignInLinkAnswerSchema } } },
    async (request) => ({ data: await getSignInLink(app.db, request.caller, request.params.driverId) }),
  );

  app.post(
    '/drivers/:driverId/sign-in-link',
    {
      schema: {
        tags,
        security,
        summary: 'Sends the driver a sign-in link for their loads by e-mail or text message; older links stop working',
        params: DriverIdParamsSchema,
        body: SendSignInLinkBodySchema,
        response: { 200: SignInLinkAnswerSchema },
      },
    },
    async (request) => ({ data: await sendSignInLink(app, request.caller, request.params.driverId, request.body.channel) }),
  );

  app.post(
    '/drivers/:driverId/sign-in-link/resend',
    {
      schema: { tags, security, summary: 'Sends a fresh link the way the last one went; 409 when none was sent', params: DriverIdParamsSchema, response: { 200: SignInLinkAnswerSchema } },
    },
    async (request) => ({ data: await resendSignInLink(app, request.caller, request.params.driverId) }),
  );

  app.delete(
    '/drivers/:driverId/sign-in-link',
    {
      schema: { tags, security, summary: "Revokes the driver's sign-in links and ends sessions started with them", params: DriverIdParamsSchema, response: { 200: SignInLinkAnswerSchema } },
    },
    async (request) => ({ data: await revokeSignInLink(app.db, request.caller, request.params.driverId) }),
  );

  app.post(
    '/drivers/:driverId/entry-link',
    {
      schema: {
        tags,
        security,
        summary: 'Issues a driver mobile entry link and answers it (carrier admins; ends older links of the driver)',
        params: DriverIdParamsSchema,
        response: { 200: DriverEntryLinkAnswerSchema },
      },
    },
    async (request) => ({ data: await issueDriverEntryLink(app, request.caller, request.params.driverId) }),
  );
};
