import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { driverRoutes } from '@portal/domain/drivers/driver-routes';
import { getSignInLink, issueDriverEntryLink, resendSignInLink, revokeSignInLink, sendSignInLink } from './driver-sign-in-links.service';
import { removeDriverPicture, uploadDriverPicture } from './driver-picture.service';
import { auditContextOf } from '../../lib/audit-context';
import { serve } from '../../lib/serve-route';
import { createDriver, editDriver, getDriver, searchDrivers, setDriverStatus } from './drivers.service';

/** A 5 MB picture in base64. */
const PICTURE_BODY_LIMIT = 8 * 1024 * 1024;

/** The company's drivers and their sign-in links: carrier assets, guarded like equipment (CarrierPortal), company-scoped. */
export const driverPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAccess(ROUTE_ACCESS.drivers));

  serve(app, driverRoutes.search, async (request) => searchDrivers(app.db, request.caller, request.query));
  serve(app, driverRoutes.create, async (request, reply) => reply.status(201).send({ data: await createDriver(app.db, request.caller, request.body) }));
  serve(app, driverRoutes.get, async (request) => ({ data: await getDriver(app.db, request.caller, request.params.driverId) }));
  serve(app, driverRoutes.update, async (request) => ({ data: await editDriver(app.db, request.caller, request.params.driverId, request.body) }));
  serve(app, driverRoutes.uploadPicture, async (request) => ({ data: await uploadDriverPicture(app, request.caller, request.params.driverId, request.body) }), {
    bodyLimit: PICTURE_BODY_LIMIT,
  });
  serve(app, driverRoutes.removePicture, async (request) => ({ data: await removeDriverPicture(app, request.caller, request.params.driverId) }));
  serve(app, driverRoutes.deactivate, async (request) => ({ data: await setDriverStatus(app.db, request.caller, request.params.driverId, false, auditContextOf(request)) }));
  serve(app, driverRoutes.activate, async (request) => ({ data: await setDriverStatus(app.db, request.caller, request.params.driverId, true, auditContextOf(request)) }));
  serve(app, driverRoutes.signInLink, async (request) => ({ data: await getSignInLink(app.db, request.caller, request.params.driverId) }));
  serve(app, driverRoutes.sendSignInLink, async (request) => ({ data: await sendSignInLink(app, request.caller, request.params.driverId, request.body.channel) }));
  serve(app, driverRoutes.resendSignInLink, async (request) => ({ data: await resendSignInLink(app, request.caller, request.params.driverId) }));
  serve(app, driverRoutes.revokeSignInLink, async (request) => ({ data: await revokeSignInLink(app.db, request.caller, request.params.driverId) }));
  serve(app, driverRoutes.entryLink, async (request) => ({ data: await issueDriverEntryLink(app, request.caller, request.params.driverId) }));
};
