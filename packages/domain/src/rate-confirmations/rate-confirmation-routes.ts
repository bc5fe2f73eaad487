import { route } from '../api/route-contract';
import { RateConfirmationCheckAnswerSchema, RateConfirmationFileCheckAnswerSchema, VerificationCodeParamsSchema, VerifyRateConfirmationFileSchema } from './rate-confirmation-schemas';

/** Checking an issued rate confirmation: open to anyone holding its code, signed in or not. */
const verify = { service: 'portal', tags: ['rate-confirmations'], public: true } as const;

export const rateConfirmationRoutes = {
  check: route({
    ...verify,
    method: 'GET',
    path: '/rate-confirmations/verify/:code',
    summary: 'The issued rate confirmation under a verification code: carrier, load, pickup date, rate fingerprint and whether it is current',
    params: VerificationCodeParamsSchema,
    answer: RateConfirmationCheckAnswerSchema,
  }),
  checkFile: route({
    ...verify,
    method: 'POST',
    path: '/rate-confirmations/verify/:code',
    summary: 'Whether a PDF (base64, at most 1 MB) is byte for byte the one issued under the verification code',
    params: VerificationCodeParamsSchema,
    body: VerifyRateConfirmationFileSchema,
    answer: RateConfirmationFileCheckAnswerSchema,
  }),
} as const;
