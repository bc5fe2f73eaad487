import { DO_NOT_USE_TOAST_MS } from '@portal/domain/common/constants';
import { isDoNotUseError, MESSAGES, UNKNOWN_ERROR, WRONG_CREDENTIALS } from '@portal/domain/common/messages';
import { ApiError } from '../../../lib/api-client';
import { handleError, notify } from '../../../lib/notify';
import { getRuntimeConfig } from '../../../lib/runtime-config';
import { problemMessage } from '../../../lib/translate-message';

/** A carrier marked "Do Not Use" is refused with a problem naming it (login, reset requests, resets). */
function doNotUseEmail(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (!isDoNotUseError(error.detail) && !isDoNotUseError(error.title)) return null;
  const fromProblem = error.problem?.supportEmail;
  return typeof fromProblem === 'string' && fromProblem ? fromProblem : getRuntimeConfig().supportEmail;
}

/** Shows the 8 s "Do Not Use" toast when the error is one; true when it was. */
export function showDoNotUseError(error: unknown): boolean {
  const email = doNotUseEmail(error);
  if (email === null) return false;
  notify.error(MESSAGES.doNotUse({ email }), { durationMs: DO_NOT_USE_TOAST_MS });
  return true;
}

/*
 * The sign-in mutations are marked silent, so the query client has already logged the error;
 * these helpers only choose the message.
 */

/**
 * Login failures: "Do Not Use" gets its own toast, a lock-out (429) shows its
 * detail, any other refusal reads 'Wrong username or password.'. A failure that is not a refusal
 * (no answer, server error) goes to the central handler instead of blaming the password.
 */
export function showLoginError(error: unknown): void {
  if (showDoNotUseError(error)) return;
  if (error instanceof ApiError && error.status === 429) {
    notify.error(problemMessage(error));
    return;
  }
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    notify.error(WRONG_CREDENTIALS);
    return;
  }
  if (error instanceof ApiError && error.status === 0) {
    notify.error(UNKNOWN_ERROR);
    return;
  }
  handleError(error, 'login');
}

/** Reset requests and resets: "Do Not Use" first, else the central handler. */
export function showPasswordFlowError(error: unknown, context: string): void {
  if (showDoNotUseError(error)) return;
  handleError(error, context);
}
