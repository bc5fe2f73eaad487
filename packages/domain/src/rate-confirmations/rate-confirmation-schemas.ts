import { z } from 'zod';
import { VERIFICATION_CODE_INPUT_MAX_LENGTH, normaliseVerificationCode } from './verification-code';

/** The largest PDF the public page checks: an issued confirmation is a few dozen kilobytes. */
export const VERIFY_FILE_MAX_BYTES = 1024 * 1024;
/** The same file as base64 in the JSON body. */
export const VERIFY_FILE_BASE64_MAX_LENGTH = 4 * Math.ceil(VERIFY_FILE_MAX_BYTES / 3);

export const NOT_A_VERIFICATION_CODE = 'Enter the 12-character code printed on the rate confirmation';

/** /verify/{code}: the code as typed, read as stored (or refused with a 400). */
export const VerificationCodeParamsSchema = z.object({
  code: z
    .string()
    .max(VERIFICATION_CODE_INPUT_MAX_LENGTH)
    .transform((typed, ctx) => {
      const code = normaliseVerificationCode(typed);
      if (code === undefined) ctx.addIssue({ code: 'custom', message: NOT_A_VERIFICATION_CODE });
      return code ?? '';
    }),
});

/** A PDF somebody holds, to compare with the one issued under the code. */
export const VerifyRateConfirmationFileSchema = z.object({
  data: z.string().min(1, 'Choose a PDF').max(VERIFY_FILE_BASE64_MAX_LENGTH, 'The PDF is larger than 1 MB; an issued rate confirmation is much smaller').base64('The file is not base64'),
});
export type VerifyRateConfirmationFile = z.input<typeof VerifyRateConfirmationFileSchema>;

export const RATE_CONFIRMATION_STANDINGS = ['Current', 'Superseded'] as const;
export type RateConfirmationStanding = (typeof RATE_CONFIRMATION_STANDINGS)[number];

/**
 * What the public page shows of an issued confirmation: who hauls which load and when, the rate's
 * fingerprint (never the amount) and whether the confirmation still stands.
 */
export const RateConfirmationCheckSchema = z.object({
  code: z.string().describe('The verification code, in groups of four'),
  carrierName: z.string(),
  loadNumber: z.string(),
  pickupDate: z.string().describe('The first pickup date where it is, YYYY-MM-DD'),
  rateFingerprint: z.string().describe('A keyed fingerprint of carrier, load, pickup date and total rate; it changes when any of them does'),
  fileFingerprint: z.string().describe('SHA-256 of the PDF as issued, hex'),
  version: z.number().int().describe('1 for the first confirmation of the load, one more for each rate or carrier change'),
  issuedAt: z.iso.datetime({ offset: true }),
  standing: z.enum(RATE_CONFIRMATION_STANDINGS),
  supersededAt: z.iso.datetime({ offset: true }).nullable().describe('When a later confirmation replaced it, or the load left this carrier or rate'),
});
export type RateConfirmationCheck = z.output<typeof RateConfirmationCheckSchema>;
export const RateConfirmationCheckAnswerSchema = z.object({ data: RateConfirmationCheckSchema });
export type RateConfirmationCheckAnswer = z.output<typeof RateConfirmationCheckAnswerSchema>;

export const RateConfirmationFileCheckAnswerSchema = z.object({
  data: z.object({
    matches: z.boolean().describe('The file is byte for byte the PDF issued under this code'),
    fileFingerprint: z.string().describe('SHA-256 of the file sent, hex'),
    standing: z.enum(RATE_CONFIRMATION_STANDINGS),
  }),
});
export type RateConfirmationFileCheckAnswer = z.output<typeof RateConfirmationFileCheckAnswerSchema>;
