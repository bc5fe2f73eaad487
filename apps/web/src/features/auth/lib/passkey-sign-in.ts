import { startAuthentication } from '@simplewebauthn/browser';
import type { SessionAnswer } from '@portal/domain/auth/current-user';
import { portal } from '../../../lib/api-client';

/**
 * Signing in with a passkey, in the browser. Loaded when a passkey button is pressed, never with the
 * sign-in page: @simplewebauthn/browser is not part of the first load.
 */

/** The person closed the browser's passkey prompt, or chose no passkey: nothing went wrong. */
export function isPasskeyPromptDismissed(error: unknown): boolean {
  const names = [error, (error as { cause?: unknown } | null)?.cause].map((e) => (e instanceof Error ? e.name : undefined));
  return names.includes('NotAllowedError') || names.includes('AbortError');
}

/** Without an e-mail address: the browser offers the passkeys it holds for this portal. */
export async function signInWithPasskey(): Promise<SessionAnswer['data']> {
  const { data: optionsJSON } = await portal.post('/auth/passkey/options', { authenticated: false });
  const response = await startAuthentication({ optionsJSON });
  return (await portal.post('/auth/passkey', { body: { response }, authenticated: false })).data;
}

/** The second step after a password, answered with one of the account's passkeys instead of a code. */
export async function completeSignInWithPasskey(challengeToken: string): Promise<SessionAnswer['data']> {
  const { data: optionsJSON } = await portal.post('/auth/login/two-factor/passkey-options', { body: { challengeToken }, authenticated: false });
  const response = await startAuthentication({ optionsJSON });
  return (await portal.post('/auth/login/two-factor/passkey', { body: { challengeToken, response }, authenticated: false })).data;
}

