import { AUTH_MESSAGES } from '@portal/domain/auth/auth-messages';
import { DO_NOT_USE_MARKER, MESSAGES } from '@portal/domain/common/messages';
import { HttpProblem } from '../../lib/problem';
import { SUPPORT_EMAIL } from '../../lib/support';

/** The portal shows its own text for this title, also on reset requests and resets. */
export const doNotUseProblem = () =>
  new HttpProblem(403, DO_NOT_USE_MARKER, MESSAGES.doNotUse({ email: SUPPORT_EMAIL }), { supportEmail: SUPPORT_EMAIL });

/** One answer for an unknown address, a wrong password and an account that may not sign in. */
export const wrongCredentialsProblem = () => new HttpProblem(401, 'Unauthorized', MESSAGES.wrongCredentials);

export const INVALID_RESET_LINK = AUTH_MESSAGES.invalidResetLink;
export const invalidResetLinkProblem = () => new HttpProblem(400, 'Bad Request', INVALID_RESET_LINK);

export const INVALID_DRIVER_LINK = AUTH_MESSAGES.invalidDriverLink;
export const invalidDriverLinkProblem = () => new HttpProblem(401, 'Unauthorized', INVALID_DRIVER_LINK);
