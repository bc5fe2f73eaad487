import { z } from 'zod';
import { UUID_LENGTH } from '../common/input-limits';
import { ANSWER_MESSAGE_FIELDS } from '../common/message-schemas';

/**
 * Passkeys (WebAuthn): a key pair kept by the person's device or password manager, unlocked with
 * the device's own check (fingerprint, face, PIN). The server keeps only the public key.
 */

/** How long an enrolment, sign-in or step-up may take between asking and answering; each challenge works once. */
export const PASSKEY_CHALLENGE_TTL_SECONDS = 5 * 60;
export const PASSKEY_NAME_MAX = 64;
/** Enough for every device and password manager a person keeps; a bound on what an account stores. */
export const PASSKEYS_PER_USER_MAX = 20;

// Texts the server answers and the web shows (Spanish in apps/web/src/i18n/es/messages.json).
export const PASSKEY_ADDED = 'Passkey added';
export const PASSKEY_REMOVED = 'Passkey removed';
export const PASSKEY_RENAMED = 'Passkey renamed';
export const PASSKEY_NOT_ADDED = 'The passkey could not be added. Try again.';
export const PASSKEY_ALREADY_ADDED = 'This passkey is already added to an account';
export const PASSKEY_LIMIT_REACHED = `An account keeps at most ${PASSKEYS_PER_USER_MAX} passkeys; remove one first`;
/** One answer for an unknown passkey, a wrong signature and an account that may not sign in. */
export const PASSKEY_NOT_ACCEPTED = 'This passkey was not accepted. Try again or sign in with your password.';
export const PASSKEY_EXPIRED = 'The passkey request expired. Try again.';
export const NO_PASSKEY = 'There is no passkey on this account';
export const PASSKEY_NOT_FOUND = 'Passkey was not found';

/** base64url as WebAuthn's JSON forms carry binary values. */
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, 'Expected base64url');

/** A credential id is at most 1023 bytes (WebAuthn), 1364 characters of base64url. */
const CredentialIdSchema = base64url(1400);
/** Extension outputs the portal reads; any other key is dropped. */
const ClientExtensionResultsSchema = z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() });
const AttachmentSchema = z.enum(['platform', 'cross-platform']);

/** What the browser answers to an enrolment (navigator.credentials.create), as @simplewebauthn/browser sends it. */
export const PasskeyRegistrationResponseSchema = z.object({
  id: CredentialIdSchema,
  rawId: CredentialIdSchema,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(32_768),
    authenticatorData: base64url(32_768).optional(),
    transports: z.array(z.string().max(32)).max(8).optional(),
    publicKeyAlgorithm: z.number().int().min(-65_536).max(65_536).optional(),
    publicKey: base64url(4096).optional(),
  }),
  authenticatorAttachment: AttachmentSchema.optional(),
  clientExtensionResults: ClientExtensionResultsSchema.default({}),
});
export type PasskeyRegistrationResponse = z.input<typeof PasskeyRegistrationResponseSchema>;

/** What the browser answers to a sign-in or step-up (navigator.credentials.get). */
export const PasskeyAssertionSchema = z.object({
  id: CredentialIdSchema,
  rawId: CredentialIdSchema,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(4096),
    signature: base64url(2048),
    /** The account's handle, which a discoverable passkey keeps (at most 64 bytes). */
    userHandle: base64url(100).optional(),
  }),
  authenticatorAttachment: AttachmentSchema.optional(),
  clientExtensionResults: ClientExtensionResultsSchema.default({}),
});
export type PasskeyAssertion = z.input<typeof PasskeyAssertionSchema>;

export const PasskeyNameSchema = z.string().trim().min(1, 'Enter a name').max(PASSKEY_NAME_MAX, `At most ${PASSKEY_NAME_MAX} characters`);

export const AddPasskeySchema = z.object({ name: PasskeyNameSchema.optional(), response: PasskeyRegistrationResponseSchema });
export type AddPasskey = z.input<typeof AddPasskeySchema>;
export const RenamePasskeySchema = z.object({ name: PasskeyNameSchema });
export type RenamePasskey = z.input<typeof RenamePasskeySchema>;
export const PasskeyIdParamsSchema = z.object({ id: z.uuid().max(UUID_LENGTH) });

/** The challenge of a password sign-in's second step, answered with a passkey instead of a code. */
const ChallengeTokenSchema = z.string().min(16).max(200);
export const TwoFactorPasskeyOptionsRequestSchema = z.object({ challengeToken: ChallengeTokenSchema });
export const TwoFactorPasskeySignInSchema = z.object({ challengeToken: ChallengeTokenSchema, response: PasskeyAssertionSchema });
export type TwoFactorPasskeySignIn = z.input<typeof TwoFactorPasskeySignInSchema>;
export const PasskeySignInSchema = z.object({ response: PasskeyAssertionSchema });
export type PasskeySignIn = z.input<typeof PasskeySignInSchema>;

/** One of my passkeys, as the profile lists it. */
export const PasskeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Synced by a password manager or the platform's keychain (it survives losing one device). */
  synced: z.boolean(),
});
export type Passkey = z.output<typeof PasskeySchema>;
export const PasskeysAnswerSchema = z.object({ data: z.array(PasskeySchema) });
export const PasskeyAnswerSchema = z.object({ data: PasskeySchema, ...ANSWER_MESSAGE_FIELDS });
export type PasskeyAnswer = z.output<typeof PasskeyAnswerSchema>;

const CredentialDescriptorSchema = z.object({ id: z.string(), type: z.string(), transports: z.array(z.string()).optional() });

/** The options of an enrolment, handed to navigator.credentials.create as they are. */
export const PasskeyRegistrationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  attestation: z.enum(['none', 'direct', 'enterprise', 'indirect']).optional(),
  excludeCredentials: z.array(CredentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: AttachmentSchema.optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
    })
    .optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
  hints: z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional(),
});
export type PasskeyRegistrationOptions = z.output<typeof PasskeyRegistrationOptionsSchema>;
export const PasskeyRegistrationOptionsAnswerSchema = z.object({ data: PasskeyRegistrationOptionsSchema });

/** The options of a sign-in or step-up, handed to navigator.credentials.get as they are. */
export const PasskeyAuthenticationOptionsSchema = z.object({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().optional(),
  allowCredentials: z.array(CredentialDescriptorSchema).optional(),
  userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
});
export type PasskeyAuthenticationOptions = z.output<typeof PasskeyAuthenticationOptionsSchema>;
export const PasskeyAuthenticationOptionsAnswerSchema = z.object({ data: PasskeyAuthenticationOptionsSchema });
