import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateConfirmationRoutes } from '@portal/domain/rate-confirmations/rate-confirmation-routes';
import { VERIFY_FILE_BASE64_MAX_LENGTH } from '@portal/domain/rate-confirmations/rate-confirmation-schemas';
import { serve } from '../../lib/serve-route';
import { checkRateConfirmation, checkRateConfirmationFile } from './rate-confirmations.service';

/** Room for the JSON around the largest file the check takes. */
const FILE_CHECK_BODY_LIMIT = VERIFY_FILE_BASE64_MAX_LENGTH + 1024;

/**
 * Checking a rate confirmation by its printed code: public, since whoever is handed the PDF (a
 * shipper, a driver, a factoring company) has no account. Codes carry 60 random bits, and both
 * routes are limited per address so neither codes nor files can be tried at speed.
 */
export const publicRateConfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, rateConfirmationRoutes.check, async (request) => checkRateConfirmation(app.db, request.params.code), {
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
  });
  serve(app, rateConfirmationRoutes.checkFile, async (request) => checkRateConfirmationFile(app.db, request.params.code, request.body.data), {
    bodyLimit: FILE_CHECK_BODY_LIMIT,
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
  });
};
