import { defineMessages } from '../common/message-codes';
import { API_KEY_HEADER } from './access-token';
import { API_KEY_CREATED, API_KEY_ROTATED, API_KEY_SCOPE_MISSING } from './api-keys';
import {
  NO_PASSKEY,
  PASSKEY_ADDED,
  PASSKEY_ALREADY_ADDED,
  PASSKEY_EXPIRED,
  PASSKEY_LIMIT_REACHED,
  PASSKEY_NOT_ACCEPTED,
  PASSKEY_NOT_ADDED,
  PASSKEY_RENAMED,
} from './passkeys';
import { SESSION_ENDED } from './session-rules';
import { STEP_UP_REQUIRED } from './step-up';

/** What the server tells a person signing in, proving who they are, or calling with a key (common/message-codes.ts). */
export const AUTH_MESSAGES = defineMessages('auth', {
  apiKeyCannot: 'An API key cannot do this; sign in',
  accessTokenInvalid: 'The access token is not valid',
  passwordChangedSinceSignIn: 'The password was changed since this sign-in; sign in again',
  apiKeyScopeMissing: API_KEY_SCOPE_MISSING,
  apiKeyHeaderRequired: `The ${API_KEY_HEADER} header is required`,
  apiKeyHeaderMismatch: `The ${API_KEY_HEADER} header does not match the access token`,
  apiKeyInvalid: 'The API key is not valid',
  apiKeyCreated: API_KEY_CREATED,
  apiKeyRotated: API_KEY_ROTATED,
  sessionEnded: SESSION_ENDED,
  signInExpired: 'This sign-in has expired. Sign in again.',
  invalidResetLink: 'This reset link is invalid or has expired',
  invalidDriverLink: 'This driver link is invalid or has expired',
  wrongTotpCode: 'The code is not correct',
  twoFactorAlreadyOn: 'Two-factor sign-in is already turned on',
  noEnrolment: 'Start setting up two-factor sign-in first',
  noTwoFactor: 'Two-factor sign-in is not on for this account; use your password',
  wrongCurrentPassword: 'The current password is not correct',
  stepUpRequired: STEP_UP_REQUIRED,
  passkeyAdded: PASSKEY_ADDED,
  passkeyRenamed: PASSKEY_RENAMED,
  passkeyNotAdded: PASSKEY_NOT_ADDED,
  passkeyAlreadyAdded: PASSKEY_ALREADY_ADDED,
  passkeyLimitReached: PASSKEY_LIMIT_REACHED,
  passkeyNotAccepted: PASSKEY_NOT_ACCEPTED,
  passkeyExpired: PASSKEY_EXPIRED,
  noPasskey: NO_PASSKEY,
  slowDown: 'Too many failed sign-in attempts. Wait {{seconds}} seconds before trying again.',
  slowDownOneSecond: 'Too many failed sign-in attempts. Wait 1 second before trying again.',
  /** `until`: the end of the lock as an ISO instant (seconds). */
  sessionLocked: 'Too many wrong passwords or codes. Checking them is locked until {{until}} (about {{minutes}} minutes). Try again then, or reset your password.',
  sessionLockedOneMinute: 'Too many wrong passwords or codes. Checking them is locked until {{until}} (about 1 minute). Try again then, or reset your password.',
  addressLocked:
    'Too many failed sign-in attempts from this address. Signing in to this account from here is locked until {{until}} (about {{minutes}} minutes). Try again then, or reset your password.',
  addressLockedOneMinute:
    'Too many failed sign-in attempts from this address. Signing in to this account from here is locked until {{until}} (about 1 minute). Try again then, or reset your password.',
});
