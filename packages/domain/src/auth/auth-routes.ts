import { route } from '../api/route-contract';
import { ConfirmEmailChangeSchema, EmailChangedAnswerSchema } from '../profile/my-profile-schemas';
import { TwoFactorSignInSchema } from '../profile/two-factor';
import {
  CurrentUserAnswerSchema,
  LoginAnswerSchema,
  LoginRequestSchema,
  MobileAuthorizeSchema,
  PasswordResetRequestedSchema,
  PasswordResetRequestSchema,
  PasswordResetSchema,
  SessionAnswerSchema,
} from './current-user';
import { MySessionsAnswerSchema, SessionIdParamsSchema } from './my-sessions';
import {
  AddPasskeySchema,
  PasskeyAnswerSchema,
  PasskeyAuthenticationOptionsAnswerSchema,
  PasskeyIdParamsSchema,
  PasskeyRegistrationOptionsAnswerSchema,
  PasskeySignInSchema,
  PasskeysAnswerSchema,
  RenamePasskeySchema,
  TwoFactorPasskeyOptionsRequestSchema,
  TwoFactorPasskeySignInSchema,
} from './passkeys';
import { StepUpAnswerSchema, StepUpSchema } from './step-up';

const auth = { service: 'portal', tags: ['auth'] } as const;
/** Sign-in, mailed links and sign-out: answered without a session. */
const signIn = { ...auth, public: true } as const;

/**
 * The auth area: sign-in (password, two-factor, passkey, driver entry), reset and activation, e-mail
 * confirmation, refresh and sign-out; then the signed-in user's record, sessions, step-up and passkeys.
 */
export const authRoutes = {
  login: route({
    ...signIn,
    method: 'POST',
    path: '/auth/login',
    summary: 'Sign in with e-mail address and password (with two-factor sign-in on, the answer is a challenge for the code)',
    body: LoginRequestSchema,
    answer: LoginAnswerSchema,
  }),
  loginTwoFactor: route({
    ...signIn,
    method: 'POST',
    path: '/auth/login/two-factor',
    summary: "Second sign-in step: the challenge with the authenticator app's code or a recovery code",
    body: TwoFactorSignInSchema,
    answer: SessionAnswerSchema,
  }),
  mobileAuthorize: route({ ...signIn, method: 'POST', path: '/auth/mobile-authorize', summary: 'Sign a driver in with a driver entry link token', body: MobileAuthorizeSchema, answer: SessionAnswerSchema }),
  requestPasswordReset: route({
    ...signIn,
    method: 'POST',
    path: '/auth/request-password-reset',
    summary: 'Mail a password reset link (answers 202 whether or not the address is known)',
    body: PasswordResetRequestSchema,
    status: 202,
    answer: PasswordResetRequestedSchema,
  }),
  resetPassword: route({
    ...signIn,
    method: 'POST',
    path: '/auth/reset-password',
    summary: 'Set a new password with a reset link token; with two-factor sign-in on, the answer is its challenge, not a session',
    body: PasswordResetSchema,
    answer: LoginAnswerSchema,
  }),
  activateUser: route({ ...signIn, method: 'POST', path: '/auth/activate-user', summary: 'Activate a pending user by choosing a password', body: PasswordResetSchema, answer: LoginAnswerSchema }),
  confirmEmail: route({
    ...signIn,
    method: 'POST',
    path: '/auth/confirm-email',
    summary: 'Confirm a new e-mail address with the link mailed to it; reset links sent to the old address stop working',
    body: ConfirmEmailChangeSchema,
    answer: EmailChangedAnswerSchema,
  }),
  logout: route({
    ...signIn,
    method: 'POST',
    path: '/auth/logout',
    summary: 'Sign out: the session of the bearer token or of the refresh cookie ends on the server, and its tokens are refused',
    status: 204,
  }),
  refresh: route({
    ...signIn,
    method: 'POST',
    path: '/auth/refresh',
    summary: "A new access token for the session's refresh cookie, which is replaced; a replaced cookie sent again ends the session",
    answer: SessionAnswerSchema,
  }),
  passkeySignInOptions: route({
    ...signIn,
    method: 'POST',
    path: '/auth/passkey/options',
    summary: 'Start a sign-in with a passkey: options for navigator.credentials.get, no account named',
    answer: PasskeyAuthenticationOptionsAnswerSchema,
  }),
  passkeySignIn: route({
    ...signIn,
    method: 'POST',
    path: '/auth/passkey',
    summary: "Sign in with a passkey's signature of the options' challenge (no password, no code: the device checked its owner)",
    body: PasskeySignInSchema,
    answer: SessionAnswerSchema,
  }),
  twoFactorPasskeyOptions: route({
    ...signIn,
    method: 'POST',
    path: '/auth/login/two-factor/passkey-options',
    summary: "Second sign-in step with a passkey instead of a code: options naming the account's passkeys",
    body: TwoFactorPasskeyOptionsRequestSchema,
    answer: PasskeyAuthenticationOptionsAnswerSchema,
  }),
  twoFactorPasskeySignIn: route({
    ...signIn,
    method: 'POST',
    path: '/auth/login/two-factor/passkey',
    summary: "Second sign-in step: the challenge with a passkey's signature",
    body: TwoFactorPasskeySignInSchema,
    answer: SessionAnswerSchema,
  }),

  stepUp: route({
    ...auth,
    method: 'POST',
    path: '/auth/step-up',
    summary: 'Confirm it is me (password or authenticator code): sensitive changes are allowed in this session for the next five minutes',
    body: StepUpSchema,
    answer: StepUpAnswerSchema,
  }),
  stepUpPasskeyOptions: route({
    ...auth,
    method: 'POST',
    path: '/auth/step-up/passkey-options',
    summary: 'Confirm it is me with a passkey: options for navigator.credentials.get, then POST /auth/step-up with {passkey}',
    answer: PasskeyAuthenticationOptionsAnswerSchema,
  }),
  mySessions: route({ ...auth, method: 'GET', path: '/users/me/sessions', summary: 'My signed-in sessions: device, address, when started and last seen', answer: MySessionsAnswerSchema }),
  endMySession: route({
    ...auth,
    method: 'DELETE',
    path: '/users/me/sessions/:id',
    summary: 'End one of my sessions (this one included); its tokens are refused within seconds everywhere',
    params: SessionIdParamsSchema,
    status: 204,
  }),
  currentUser: route({ ...auth, method: 'GET', path: '/users/me', summary: 'The current user', answer: CurrentUserAnswerSchema }),

  myPasskeys: route({ ...auth, method: 'GET', path: '/users/me/passkeys', summary: 'My passkeys: name, when added and last used', answer: PasskeysAnswerSchema }),
  passkeyRegistrationOptions: route({
    ...auth,
    method: 'POST',
    path: '/users/me/passkeys/registration-options',
    summary: 'Start adding a passkey: options for navigator.credentials.create (after a recent password or code)',
    answer: PasskeyRegistrationOptionsAnswerSchema,
  }),
  addPasskey: route({
    ...auth,
    method: 'POST',
    path: '/users/me/passkeys',
    summary: "Add a passkey: the browser's answer to the registration options, checked once",
    body: AddPasskeySchema,
    status: 201,
    answer: PasskeyAnswerSchema,
  }),
  renamePasskey: route({ ...auth, method: 'PATCH', path: '/users/me/passkeys/:id', summary: 'Rename one of my passkeys', params: PasskeyIdParamsSchema, body: RenamePasskeySchema, answer: PasskeyAnswerSchema }),
  removePasskey: route({
    ...auth,
    method: 'DELETE',
    path: '/users/me/passkeys/:id',
    summary: 'Remove one of my passkeys (after a recent password or code); it signs in no more',
    params: PasskeyIdParamsSchema,
    status: 204,
  }),
} as const;
