import { doNotUseMessage, DO_NOT_USE_MARKER, WRONG_CREDENTIALS } from '@portal/domain/common/messages';
import { HttpProblem } from '../../lib/problem';
import { SUPPORT_EMAIL } from '../../lib/support';

/** The portal shows its own text for this title, also on reset requests and resets. */
export const doNotUseProblem = () =>
  new HttpProblem(403, DO_NOT_USE_MARKER, doNotUseMessage(SUPPORT_EMAIL), { supportEmail: SUPPORT_EMAIL });

/** One answer for an unknown address, a wrong password and an account that may not sign in. */
export const wrongCredentialsProblem = () => new HttpProblem(401, 'Unauthorized', WRONG_CREDENTIALS);

export const INVALID_RESET_LINK = 'This reset link is invalid or has expired';
export const invalidResetLinkProblem = () => new HttpProblem(400, 'Bad Request', INVALID_RESET_LINK);

export const INVALID_DRIVER_LINK = 'This driver link is invalid or has expired';
export const invalidDriverLinkProblem = () => new HttpProblem(401, 'Unauthorized', INVALID_DRIVER_LINK);
