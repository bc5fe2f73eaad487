import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import type { SessionAnswer } from '@portal/domain/auth/current-user';
import { LOGIN_SUCCESS_TOAST_MS } from '@portal/domain/common/constants';
import { LOGIN_SUCCESSFUL } from '@portal/domain/common/messages';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ApiError } from '../../../lib/api-client';
import { importWithReload } from '../../../lib/lazy-import';
import { handleError, notify } from '../../../lib/notify';
import { startSession } from '../../../lib/session';
import { problemMessage } from '../../../lib/translate-message';
import { showDoNotUseError } from '../lib/sign-in-errors';
import { AUTH_MESSAGES } from '@portal/domain/auth/auth-messages';

/** The WebAuthn code (and @simplewebauthn/browser) downloads when a passkey button is pressed. */
const passkeySignIn = importWithReload(() => import('../lib/passkey-sign-in'));

/** Whether this browser can use passkeys at all; without them the buttons are not offered. */
export function browserHasPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

type Ceremony = (module: Awaited<ReturnType<typeof passkeySignIn>>) => Promise<SessionAnswer['data']>;
type Translate = ReturnType<typeof useTranslation>['t'];

/** Tells why a passkey sign-in failed: the server's refusal, or a browser that could not do it. */
function tellPasskeyFailure(error: unknown, t: Translate, onExpired?: () => void): void {
  if (showDoNotUseError(error)) return;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    notify.error(problemMessage(error));
    if (error.status === 401 && error.code === AUTH_MESSAGES.signInExpired.code) onExpired?.();
    return;
  }
  if (error instanceof Error && !(error instanceof ApiError)) {
    notify.error(t('This browser could not use a passkey here.'));
    return;
  }
  handleError(error, 'passkey sign-in');
}

/** Runs a passkey sign-in; the session starts on success, a refusal is told, a closed prompt is not. */
function usePasskeySignIn(ceremony: Ceremony, onExpired?: () => void) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      const module = await passkeySignIn();
      const session = await ceremony(module);
      notify.success(LOGIN_SUCCESSFUL, { durationMs: LOGIN_SUCCESS_TOAST_MS });
      startSession(session);
    } catch (error) {
      setPending(false);
      const { isPasskeyPromptDismissed } = await passkeySignIn();
      if (!isPasskeyPromptDismissed(error)) tellPasskeyFailure(error, t, onExpired);
    }
  };
  return { pending, run };
}

function PasskeyButton({ pending, onClick, label }: { pending: boolean; onClick: () => void; label: string }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="outlined"
      size="large"
      fullWidth
      disabled={pending}
      onClick={onClick}
      startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : <KeyOutlined aria-hidden />}
    >
      {pending ? t('Waiting for your passkey…') : label}
    </Button>
  );
}

/**
 * "Use a passkey" on the sign-in form: no e-mail address or password; the browser offers the passkeys it holds.
 * `startNow`: pressed on the lean sign-in page already, so the sign-in starts as the form appears.
 */
export function PasskeySignInButton({ startNow = false }: { startNow?: boolean }) {
  const { t } = useTranslation();
  const { pending, run } = usePasskeySignIn((module) => module.signInWithPasskey());
  const started = useRef(false);
  useEffect(() => {
    if (!startNow || started.current) return;
    started.current = true;
    void run();
  }, [startNow, run]);
  if (!browserHasPasskeys()) return null;
  return <PasskeyButton pending={pending} onClick={() => void run()} label={t('Use a passkey')} />;
}

/** The second step after a password, answered with a passkey instead of a code. */
export function PasskeySecondStepButton({ challengeToken, onExpired }: { challengeToken: string; onExpired: () => void }) {
  const { t } = useTranslation();
  const { pending, run } = usePasskeySignIn((module) => module.completeSignInWithPasskey(challengeToken), onExpired);
  if (!browserHasPasskeys()) return null;
  return <PasskeyButton pending={pending} onClick={() => void run()} label={t('Use a passkey')} />;
}
