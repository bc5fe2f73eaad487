import { defineMessages } from '../common/message-codes';
import {
  EMAIL_CHANGE_LINK_INVALID,
  EMAIL_CHANGE_SENT,
  EMAIL_CHANGED,
  EMAIL_IN_USE,
  NOTIFICATION_PREFERENCES_SAVED,
  OTHER_SESSIONS_ENDED,
  PASSWORD_CHANGED,
  TWO_FACTOR_DISABLED,
  TWO_FACTOR_ENABLED,
} from './my-profile-schemas';
import { TWO_FACTOR_MUST_STAY, TWO_FACTOR_SETUP_REQUIRED } from './two-factor';

/** What the server tells a person about their own profile, picture, e-mail address and second factor (common/message-codes.ts). */
export const PROFILE_MESSAGES = defineMessages('profile', {
  notificationPreferencesSaved: NOTIFICATION_PREFERENCES_SAVED,
  passwordChanged: PASSWORD_CHANGED,
  otherSessionsEnded: OTHER_SESSIONS_ENDED,
  twoFactorEnabled: TWO_FACTOR_ENABLED,
  twoFactorDisabled: TWO_FACTOR_DISABLED,
  twoFactorSetupRequired: TWO_FACTOR_SETUP_REQUIRED,
  twoFactorMustStay: TWO_FACTOR_MUST_STAY,
  emailInUse: EMAIL_IN_USE,
  emailChangeSent: EMAIL_CHANGE_SENT,
  emailChangeLinkInvalid: EMAIL_CHANGE_LINK_INVALID,
  emailChanged: EMAIL_CHANGED,
  samePassword: 'Choose a password other than the current one',
  samePasswordField: 'Same as the current password',
  choosePicture: 'Choose a picture',
  pictureTooLarge: 'A profile picture can be at most {{megabytes}} MB',
  pictureMustBeImage: 'A profile picture must be a PNG or JPEG image',
  pictureEmpty: 'The file is empty',
});
