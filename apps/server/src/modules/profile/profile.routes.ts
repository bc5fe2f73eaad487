import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileRoutes } from '@portal/domain/profile/profile-routes';
import { serve } from '../../lib/serve-route';
import { carrierStatus, companyDetails, notificationPreferences } from './profile.service';

/**
 * Carrier API reads about the caller's own company and preferences. Every signed-in user may read
 * these (the portal reads isBroker and isBookable for everybody), so no area guard.
 */
export const profileCarrierRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, profileRoutes.carrierStatus, async (request) => ({ data: await carrierStatus(app.db, request.caller) }));
  serve(app, profileRoutes.companyDetails, async (request) => ({ data: await companyDetails(app.db, request.caller) }));
  serve(app, profileRoutes.carrierNotificationPreferences, async (request) => ({ data: await notificationPreferences(app.db, request.caller) }));
};
