import { z } from 'zod';
import { TotpCodeSchema } from '../profile/two-factor';
import { PasskeyAssertionSchema } from './passkeys';

/**
 * A change to money or identity (e-mail, second factor, payee, permissions, API keys) needs the
 * password or a second factor given this recently in the same session: a session left open on a
 * shared computer, or a stolen token, cannot make it.
 */
export const STEP_UP_WINDOW_SECONDS = 5 * 60;

export const STEP_UP_REQUIRED = 'Confirm it is you to make this change';

/** The proof: the password, a code of the authenticator app, or a passkey's signature (POST /auth/step-up/passkey-options first). */
export const StepUpSchema = z
  .object({
    password: z.string().min(1, 'Enter your password').max(200).optional(),
    code: TotpCodeSchema.optional(),
    passkey: PasskeyAssertionSchema.optional(),
  })
  .refine((v) => [v.password, v.code, v.passkey].filter((given) => given !== undefined).length === 1, { message: 'Give either your password or a code', path: ['password'] });
export type StepUp = z.input<typeof StepUpSchema>;

export const StepUpAnswerSchema = z.object({ data: z.object({ verifiedUntil: z.string() }) });
export type StepUpAnswer = z.output<typeof StepUpAnswerSchema>;
