import { z } from 'zod';
import { LanguageSchema } from '../common/language-schemas';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, TOKEN_MAX_LENGTH, URL_MAX_LENGTH } from '../common/input-limits';
import { THEME_PREFERENCES } from './theme-preference';

/** The signed-in user as the portal reads it (the spec's Current user). */
export const CurrentUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  phoneNumbers: z.array(z.string()),
  companyId: z.number().int(),
  companyName: z.string(),
  contactId: z.number().int().nullable(),
  fileId: z.string().nullable(),
  isBroker: z.boolean(),
  /** A user of the brokerage that owns the TMS (its back-office staff), not of a customer or carrier. */
  isBrokerage: z.boolean(),
  isBookable: z.boolean(),
  isOnHold: z.boolean(),
  has3PLNetwork: z.boolean(),
  hasAcceptedAccessTermsAndConditions: z.boolean(),
  trackingIntegration: z.object({ samsaraIsExpired: z.boolean() }),
  /** The portal language the user chose; null until chosen: the browser's language decides. */
  language: LanguageSchema.nullable(),
  /** The theme the user chose in the user menu. */
  theme: z.enum(THEME_PREFERENCES),
});
export type CurrentUser = z.output<typeof CurrentUserSchema>;

export const LoginRequestSchema = z.object({
  emailAddress: z.string().max(EMAIL_MAX_LENGTH, 'Enter a valid email address').trim().email('Enter a valid email address'),
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const PASSWORD_MIN_LENGTH = 8;

/** The reset request: the e-mail links to `url` + '/' + the token (the server keeps it to its own origin). */
export const PasswordResetRequestSchema = z.object({
  url: z.string().max(URL_MAX_LENGTH).url(),
  emailAddress: z.string().max(EMAIL_MAX_LENGTH, 'Enter a valid email address').trim().email('Enter a valid email address'),
});
export type PasswordResetRequest = z.input<typeof PasswordResetRequestSchema>;
/** 202 whether or not the address is known. */
export const PasswordResetRequestedSchema = z.object({ data: z.object({}) });
export type PasswordResetRequested = z.output<typeof PasswordResetRequestedSchema>;

/** A new password with a reset or activation link's token (the same body for both routes). */
export const PasswordResetSchema = z.object({
  resetToken: z.string().min(1).max(TOKEN_MAX_LENGTH),
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Password can be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type PasswordResetBody = z.input<typeof PasswordResetSchema>;

export const MobileAuthorizeSchema = z.object({ driverToken: z.string().min(1).max(TOKEN_MAX_LENGTH) });
export type MobileAuthorizeBody = z.input<typeof MobileAuthorizeSchema>;

/** Login, driver entry, reset and activation answer with data.accessToken and data.user. */
export const SessionSchema = z.object({ accessToken: z.string(), user: CurrentUserSchema });
export const SessionAnswerSchema = z.object({ data: SessionSchema });
export type SessionAnswer = z.output<typeof SessionAnswerSchema>;

export const CurrentUserAnswerSchema = z.object({ data: CurrentUserSchema });
export type CurrentUserAnswer = z.output<typeof CurrentUserAnswerSchema>;

/**
 * A password sign-in of a user with two-factor sign-in on: the code is asked for with this challenge.
 * `methods` says what the account can answer with: a code of the authenticator app (or a recovery
 * code), a passkey, or both.
 */
export const TwoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  challengeToken: z.string(),
  expiresAt: z.string(),
  methods: z.array(z.enum(['code', 'passkey'])).optional(),
});
export type TwoFactorChallenge = z.output<typeof TwoFactorChallengeSchema>;
/** The sign-in answer: a session, or the challenge of the second step. */
export const LoginAnswerSchema = z.object({ data: z.union([SessionSchema, TwoFactorChallengeSchema]) });
export type LoginAnswer = z.output<typeof LoginAnswerSchema>;
