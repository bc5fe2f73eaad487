import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { FastifyBaseLogger } from 'fastify';
import { PASSKEY_CHALLENGE_TTL_SECONDS, type PasskeyAssertion, type PasskeyAuthenticationOptions, type PasskeyRegistrationOptions, type PasskeyRegistrationResponse } from '@portal/domain/auth/passkeys';
import { TWO_FACTOR_ISSUER } from '@portal/domain/profile/two-factor';

/** The WebAuthn calls of the passkey services, with the portal's choices made once. */

export interface RelyingParty {
  /** The domain passkeys are bound to: the public URL's host name. */
  id: string;
  /** The only page origin whose signatures are taken. */
  origin: string;
}

const LOOPBACK = /^(127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * The relying party of the configured public URL: a passkey made for it works on no other site.
 * Browsers refuse an IP address as a relying party, so a loopback public URL (a local demo or test
 * run, which the same port also serves as localhost) is taken as localhost.
 */
export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  if (!LOOPBACK.test(url.hostname)) return { id: url.hostname, origin: url.origin };
  return { id: 'localhost', origin: `${url.protocol}//localhost${url.port ? `:${url.port}` : ''}` };
}

/** The challenge a browser's answer signed, read from its client data; undefined when unreadable. */
export function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = data && typeof data === 'object' ? (data as { challenge?: unknown }).challenge : undefined;
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 200 ? challenge : undefined;
  } catch {
    return undefined;
  }
}

/** EdDSA, ES256 and RS256: what platform authenticators, password managers and security keys make. */
const ALGORITHMS = [-8, -7, -257];
const TIMEOUT_MS = PASSKEY_CHALLENGE_TTL_SECONDS * 1000;
const KNOWN_TRANSPORTS = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

export const newUserHandle = () => randomBytes(32).toString('base64url');

const bytes = (base64url: string) => new Uint8Array(Buffer.from(base64url, 'base64url'));

/**
 * Enrolment options. A discoverable passkey (resident key) lets the sign-in page ask without an
 * e-mail address; the device's own check (user verification) makes the passkey two factors alone.
 */
export function registrationOptions(
  rp: RelyingParty,
  user: { email: string; displayName: string; handle: string },
  existing: { credential_id: string; transports: string[] }[],
): Promise<PasskeyRegistrationOptions> {
  return generateRegistrationOptions({
    rpName: TWO_FACTOR_ISSUER,
    rpID: rp.id,
    userName: user.email,
    userDisplayName: user.displayName,
    userID: bytes(user.handle),
    timeout: TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credential_id, transports: p.transports as AuthenticatorTransport[] })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: ALGORITHMS,
  });
}

/** Sign-in or step-up options; with `allow`, only those passkeys (the account is known already). */
export async function authenticationOptions(
  rp: RelyingParty,
  userVerification: 'required' | 'preferred',
  allow?: { credential_id: string; transports: string[] }[],
): Promise<PasskeyAuthenticationOptions> {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: TIMEOUT_MS,
    userVerification,
    allowCredentials: allow?.map((p) => ({ id: p.credential_id, transports: p.transports as AuthenticatorTransport[] })),
  });
  return { challenge: options.challenge, rpId: options.rpId, timeout: options.timeout, allowCredentials: options.allowCredentials, userVerification: options.userVerification };
}

export interface NewCredential {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  synced: boolean;
}

/** What an answer must have signed: this challenge, on our origin and for our relying party. */
function signedFor(rp: RelyingParty, challenge: string) {
  return { expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id };
}

/** The credential of an enrolment answer when it signed this challenge on our origin with user verification; else undefined. */
export async function checkRegistration(rp: RelyingParty, response: PasskeyRegistrationResponse, challenge: string, log: FastifyBaseLogger): Promise<NewCredential | undefined> {
  try {
    const result = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      ...signedFor(rp, challenge),
      requireUserVerification: true,
      supportedAlgorithmIDs: ALGORITHMS,
    });
    if (!result.verified) return undefined;
    const { credential, credentialDeviceType } = result.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: (response.response.transports ?? []).filter((t) => KNOWN_TRANSPORTS.has(t)),
      synced: credentialDeviceType === 'multiDevice',
    };
  } catch (error) {
    // A malformed or foreign answer is the browser's or an attacker's, not the server's fault.
    log.debug({ err: error }, 'passkey enrolment refused');
    return undefined;
  }
}

/**
 * The authenticator's new signature counter when the answer signed this challenge with this
 * passkey on our origin; undefined otherwise, a counter that went backwards (a cloned key) included.
 */
export async function checkAssertion(
  rp: RelyingParty,
  assertion: PasskeyAssertion,
  challenge: string,
  passkey: { credential_id: string; public_key: string; counter: number; transports: string[] },
  requireUserVerification: boolean,
  log: FastifyBaseLogger,
): Promise<number | undefined> {
  try {
    const result = await verifyAuthenticationResponse({
      response: assertion as AuthenticationResponseJSON,
      ...signedFor(rp, challenge),
      credential: { id: passkey.credential_id, publicKey: bytes(passkey.public_key), counter: passkey.counter, transports: passkey.transports as AuthenticatorTransport[] },
      requireUserVerification,
    });
    return result.verified ? result.authenticationInfo.newCounter : undefined;
  } catch (error) {
    log.debug({ err: error }, 'passkey signature refused');
    return undefined;
  }
}
