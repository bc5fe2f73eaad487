import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CarrierStatusAnswerSchema, CompanyDetailsAnswerSchema, NotificationPreferencesAnswerSchema } from '@portal/domain/profile/profile-schemas';
import { carrierStatus, companyDetails, notificationPreferences } from './profile.service';

const carrierApiSecurity = [{ bearer: [], apiKey: [] }];

/**
 * Carrier API reads about the caller's own company and preferences. Every signed-in user may read
 * these (the portal reads isBroker and isBookable for everybody), so no area guard.
 */
export const profileCarrierRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/me/carrier',
    { schema: { tags: ['profile'], summary: "The caller's company flags", security: carrierApiSecurity, response: { 200: CarrierStatusAnswerSchema } } },
    async (request) => ({ data: await carrierStatus(app.db, request.caller) }),
  );
  app.get(
    '/v2/me/company',
    { schema: { tags: ['profile'], summary: "The caller's company", security: carrierApiSecurity, response: { 200: CompanyDetailsAnswerSchema } } },
    async (request) => ({ data: await companyDetails(app.db, request.caller) }),
  );
  app.get(
    '/v2/me/notification_preferences',
    {
      schema: {
        tags: ['profile'],
        summary: "The caller's notification preferences",
        security: carrierApiSecurity,
        response: { 200: NotificationPreferencesAnswerSchema },
      },
    },
    async (request) => ({ data: await notificationPreferences(app.db, request.caller) }),
  );
};
