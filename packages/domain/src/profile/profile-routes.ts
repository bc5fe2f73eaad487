import { route } from '../api/route-contract';
import { CurrentUserAnswerSchema } from '../auth/current-user';
import { UpdateLanguageSchema } from '../common/language-schemas';
import { UpdateAppearanceSchema } from './appearance';
import {
  ChangePasswordSchema,
  FileIdParamsSchema,
  MyProfileAnswerSchema,
  NotificationPreferencesSavedSchema,
  ProfilePictureUploadSchema,
  RenewedSessionAnswerSchema,
  UpdateMyProfileSchema,
  UpdateNotificationPreferencesSchema,
} from './my-profile-schemas';
import { CarrierStatusAnswerSchema, CompanyDetailsAnswerSchema, NotificationPreferencesAnswerSchema } from './profile-schemas';
import {
  ConfirmTwoFactorSchema,
  DisableTwoFactorSchema,
  RecoveryCodesAnswerSchema,
  TwoFactorDisabledAnswerSchema,
  TwoFactorEnabledAnswerSchema,
  TwoFactorEnrolmentAnswerSchema,
  TwoFactorStatusAnswerSchema,
} from './two-factor';

const profile = { service: 'portal', tags: ['profile'] } as const;
const carrierApi = { service: 'carrier', tags: ['profile'] } as const;

/**
 * The profile area: my details, picture, language, theme, notification preferences and security
 * (Portal API); the caller's company and preferences (Carrier API); profile pictures by file.
 */
export const profileRoutes = {
  updateMyProfile: route({
    ...profile,
    method: 'PUT',
    path: '/users/me',
    summary: 'Update my names and phone numbers; a new e-mail address (after a recent password or code) is confirmed by a link sent to it',
    body: UpdateMyProfileSchema,
    answer: MyProfileAnswerSchema,
  }),
  saveProfilePicture: route({
    ...profile,
    method: 'PUT',
    path: '/users/me/profile-picture',
    summary: 'Save my profile picture (type ContactProfilepicture): a square PNG or JPEG, checked by content',
    body: ProfilePictureUploadSchema,
    answer: MyProfileAnswerSchema,
  }),
  removeProfilePicture: route({ ...profile, method: 'DELETE', path: '/users/me/profile-picture', summary: 'Remove my profile picture', answer: MyProfileAnswerSchema }),
  notificationPreferences: route({ ...profile, method: 'GET', path: '/users/me/notification-preferences', summary: 'What is e-mailed or texted to me', answer: NotificationPreferencesAnswerSchema }),
  updateNotificationPreferences: route({
    ...profile,
    method: 'PUT',
    path: '/users/me/notification-preferences',
    summary: 'Choose what is e-mailed or texted to me',
    body: UpdateNotificationPreferencesSchema,
    answer: NotificationPreferencesSavedSchema,
  }),
  changePassword: route({
    ...profile,
    method: 'POST',
    path: '/users/me/password',
    summary: 'Change my password (needs the current one); my other sessions end',
    body: ChangePasswordSchema,
    answer: RenewedSessionAnswerSchema,
  }),
  signOutOtherSessions: route({
    ...profile,
    method: 'POST',
    path: '/users/me/sign-out-other-sessions',
    summary: 'End every other session of mine; this one goes on with a new token',
    answer: RenewedSessionAnswerSchema,
  }),
  twoFactorStatus: route({ ...profile, method: 'GET', path: '/users/me/two-factor', summary: 'Whether two-factor sign-in is on, and recovery codes left', answer: TwoFactorStatusAnswerSchema }),
  startTwoFactor: route({
    ...profile,
    method: 'POST',
    path: '/users/me/two-factor/enrolment',
    summary: 'Start setting up an authenticator app: the secret and QR code, shown this once',
    answer: TwoFactorEnrolmentAnswerSchema,
  }),
  confirmTwoFactor: route({
    ...profile,
    method: 'POST',
    path: '/users/me/two-factor/confirmation',
    summary: "Turn two-factor sign-in on with the app's first code; answers the recovery codes",
    body: ConfirmTwoFactorSchema,
    answer: TwoFactorEnabledAnswerSchema,
  }),
  regenerateRecoveryCodes: route({
    ...profile,
    method: 'POST',
    path: '/users/me/two-factor/recovery-codes',
    summary: 'New recovery codes (the old ones stop working); needs the current password',
    body: DisableTwoFactorSchema,
    answer: RecoveryCodesAnswerSchema,
  }),
  disableTwoFactor: route({
    ...profile,
    method: 'POST',
    path: '/users/me/two-factor/disable',
    summary: 'Turn two-factor sign-in off (needs the current password)',
    body: DisableTwoFactorSchema,
    answer: TwoFactorDisabledAnswerSchema,
  }),
  updateLanguage: route({
    ...profile,
    method: 'PUT',
    path: '/users/me/language',
    summary: "Choose my portal language ('en' or 'es'): the portal and the e-mails sent to me speak it",
    body: UpdateLanguageSchema,
    answer: CurrentUserAnswerSchema,
  }),
  updateAppearance: route({
    ...profile,
    method: 'PUT',
    path: '/users/me/appearance',
    summary: "Choose my theme: 'system' (the device's setting), 'light' or 'dark'",
    body: UpdateAppearanceSchema,
    answer: CurrentUserAnswerSchema,
  }),
  profilePicture: route({
    ...profile,
    method: 'GET',
    path: '/profile-pictures/:fileId',
    summary: "A user's profile picture (PNG or JPEG), for people of the owner's company and between the brokerage and the others",
    params: FileIdParamsSchema,
    answer: 'file',
    produces: ['image/png', 'image/jpeg'],
  }),

  carrierStatus: route({ ...carrierApi, method: 'GET', path: '/v2/me/carrier', summary: "The caller's company flags", answer: CarrierStatusAnswerSchema }),
  companyDetails: route({ ...carrierApi, method: 'GET', path: '/v2/me/company', summary: "The caller's company", answer: CompanyDetailsAnswerSchema }),
  carrierNotificationPreferences: route({
    ...carrierApi,
    method: 'GET',
    path: '/v2/me/notification_preferences',
    summary: "The caller's notification preferences",
    answer: NotificationPreferencesAnswerSchema,
  }),
} as const;
