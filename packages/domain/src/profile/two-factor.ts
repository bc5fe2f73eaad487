import { z } from 'zod';
import { ANSWER_MESSAGE_FIELDS } from '../common/message-schemas';

/** RFC 6238 as authenticator apps use it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that are still accepted (clock drift and typing time). */
export const TOTP_WINDOW_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes one sign-in challenge takes before it is spent. */
export const CHALLENGE_MAX_ATTEMPTS = 5;
export const CHALLENGE_TTL_SECONDS = 5 * 60;
export const TWO_FACTOR_ISSUER = 'Freight Portal';

export function totpStepAt(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * The step a code was made for: the current step, the one before or the one after; never a step at
 * or before the last one used (a code works once), never an older step. `codeAt` makes the code of
 * a step (the HMAC lives on the server).
 */
export function matchTotpStep(code: string, currentStep: number, codeAt: (step: number) => string, lastUsedStep: number | null): number | undefined {
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code)) return undefined;
  for (let offset = -TOTP_WINDOW_STEPS; offset <= TOTP_WINDOW_STEPS; offset += 1) {
    const step = currentStep + offset;
    if (lastUsedStep !== null && step <= lastUsedStep) continue;
    if (codeAt(step) === code) return step;
  }
  return undefined;
}

/** What people type: spaces and hyphens are ignored, case too. */
export function normaliseRecoveryCode(input: string): string {
  return input.replace(/[\s-]+/g, '').toLowerCase();
}

/** Recovery codes as shown: two groups of five, e.g. 7f3kq-x9m2p. */
export function formatRecoveryCode(raw: string): string {
  const code = normaliseRecoveryCode(raw);
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** The unused code with this hash, if any: a used code never matches again. */
export function findUnusedRecoveryCode<T extends { codeHash: string; usedAt: Date | null }>(codes: readonly T[], hash: string): T | undefined {
  return codes.find((c) => c.usedAt === null && c.codeHash === hash);
}

const TOTP_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app';
/** Six digits; the bound is on the text as sent, spaces around the code included. */
export const TotpCodeSchema = z.string().max(20, TOTP_CODE_MESSAGE).trim().regex(/^\d{6}$/, TOTP_CODE_MESSAGE);

export const TwoFactorStatusSchema = z.object({ enabled: z.boolean(), pending: z.boolean(), recoveryCodesLeft: z.number().int() });
export type TwoFactorStatus = z.output<typeof TwoFactorStatusSchema>;
export const TwoFactorStatusAnswerSchema = z.object({ data: TwoFactorStatusSchema });

/** The enrolment screen: the secret is shown only here, before the first code confirms it. */
export const TwoFactorEnrolmentSchema = z.object({ secret: z.string(), otpauthUri: z.string(), qrCodeSvg: z.string() });
export type TwoFactorEnrolment = z.output<typeof TwoFactorEnrolmentSchema>;
export const TwoFactorEnrolmentAnswerSchema = z.object({ data: TwoFactorEnrolmentSchema });

export const ConfirmTwoFactorSchema = z.object({ code: TotpCodeSchema });
export type ConfirmTwoFactor = z.input<typeof ConfirmTwoFactorSchema>;
export const RecoveryCodesAnswerSchema = z.object({ data: z.object({ recoveryCodes: z.array(z.string()) }) });
export type RecoveryCodesAnswer = z.output<typeof RecoveryCodesAnswerSchema>;
/** Two-factor sign-in turned on: the recovery codes, and the message that says so. */
export const TwoFactorEnabledAnswerSchema = RecoveryCodesAnswerSchema.extend(ANSWER_MESSAGE_FIELDS);
export type TwoFactorEnabledAnswer = z.output<typeof TwoFactorEnabledAnswerSchema>;
/** Two-factor sign-in turned off: only the message that says so. */
export const TwoFactorDisabledAnswerSchema = z.object({ data: z.object({}), ...ANSWER_MESSAGE_FIELDS });
export type TwoFactorDisabledAnswer = z.output<typeof TwoFactorDisabledAnswerSchema>;

export const DisableTwoFactorSchema = z.object({ currentPassword: z.string().min(1, 'Current password is required').max(200) });
export type DisableTwoFactor = z.input<typeof DisableTwoFactorSchema>;

/** The second sign-in step: the challenge from the first, with an authenticator code or a recovery code. */
export const TwoFactorSignInSchema = z
  .object({
    challengeToken: z.string().min(16).max(200),
    code: TotpCodeSchema.optional(),
    recoveryCode: z.string().trim().min(8).max(40).optional(),
  })
  .refine((v) => (v.code === undefined) !== (v.recoveryCode === undefined), { message: 'Give either a code or a recovery code', path: ['code'] });
export type TwoFactorSignIn = z.input<typeof TwoFactorSignInSchema>;

/** Brokerage staff and company admins, signed in without a second factor where one is required. */
export const TWO_FACTOR_SETUP_REQUIRED = 'Set up two-factor sign-in to continue: your account manages other people or money';
export const TWO_FACTOR_MUST_STAY = 'Your account must keep a second factor: set up another before turning this one off';
