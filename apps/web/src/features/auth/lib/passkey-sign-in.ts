import { startAuthentication } from '@simplewebauthn/browser';
import type { SessionAnswer } from '@portal/domain/auth/current-user';
import type { PasskeyAuthenticationOptions } from '@portal/domain/auth/passkeys';
import { portalApi } from '../../../lib/api-client';

/**
 * Signing in with a passkey, in the browser. Loaded when a passkey button is pressed, never with the
 * sign-in page: @simplewebauthn/browser is not part of the first load.
 */

type OptionsAnswer = { data: PasskeyAuthenticationOptions };

/** The person closed the browser's passkey prompt, or chose no passkey: nothing went wrong. */
export function isPasskeyPromptDismissed(error: unknown): boolean {
  const names = [error, (error as { cause?: unknown } | null)?.cause].map((e) => (e instanceof Error ? e.name : undefined));
  return names.includes('NotAllowedError') || names.includes('AbortError');
}

/** Without an e-mail address: the browser offers the passkeys it holds for this portal. */
export async function signInWithPasskey(): Promise<SessionAnswer['data']> {
  const { data: optionsJSON } = await portalApi.post<OptionsAnswer>('/auth/passkey/options', {}, { authenticated: false });
  const response = await startAuthentication({ optionsJSON });
  return (await portalApi.post<SessionAnswer>('/auth/passkey', { response }, { authenticated: false })).data;
}

/** The second step after a password, answered with one of the account's passkeys instead of a code. */
export async function completeSignInWithPasskey(challengeToken: string): Promise<SessionAnswer['data']> {
  const { data: optionsJSON } = await portalApi.post<OptionsAnswer>('/auth/login/two-factor/passkey-options', { challengeToken }, { authenticated: false });
  const response = await startAuthentication({ optionsJSON });
  return (await portalApi.post<SessionAnswer>('/auth/login/two-factor/passkey', { challengeToken, response }, { authenticated: false })).data;
}

