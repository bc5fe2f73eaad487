import { z } from 'zod';
import { BASE64_FILE_MAX_LENGTH, UUID_LENGTH } from '../common/input-limits';
import { CurrentUserSchema, PASSWORD_MIN_LENGTH } from '../auth/current-user';
import { NotificationPreferencesSchema } from './profile-schemas';
import { ANSWER_MESSAGE_FIELDS } from '../common/message-schemas';

/** The user's own profile: what the details tab shows and /profile/edit changes. */

const name = (label: string) => z.string().trim().min(1, `${label} is required`).max(60, `${label} can be at most 60 characters`);
const PHONE = /^\+?[0-9 ()./-]{7,25}$/;

export const UpdateMyProfileSchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: z.string().trim().max(254).email('Enter a valid email address'),
  phoneNumbers: z
    .array(
      z
        .string()
        .max(40, 'Enter a phone number of digits, spaces, dashes or parentheses')
        .trim()
        .regex(PHONE, 'Enter a phone number of digits, spaces, dashes or parentheses'),
    )
    .max(5, 'At most 5 phone numbers'),
});
export type UpdateMyProfile = z.input<typeof UpdateMyProfileSchema>;
export type UpdateMyProfileValues = z.output<typeof UpdateMyProfileSchema>;

/** Answers of profile changes: the fresh current user and the success message to show. */
export const MyProfileAnswerSchema = z.object({ data: CurrentUserSchema, ...ANSWER_MESSAGE_FIELDS });
export type MyProfileAnswer = z.output<typeof MyProfileAnswerSchema>;

/** A square PNG or JPEG as base64 (or a data: URL); its content decides what it is. */
export const ProfilePictureUploadSchema = z.object({
  name: z.string().trim().min(1).max(200),
  data: z.string().min(1, 'Choose a picture').max(BASE64_FILE_MAX_LENGTH),
});
export type ProfilePictureUpload = z.input<typeof ProfilePictureUploadSchema>;
/** Pictures are small once cropped; a larger upload is refused before it is decoded. */
export const MAX_PROFILE_PICTURE_BYTES = 2 * 1024 * 1024;
/** The side of the square the portal crops pictures to. */
export const PROFILE_PICTURE_SIZE = 256;

export const FileIdParamsSchema = z.object({ fileId: z.uuid().max(UUID_LENGTH) });

export const UpdateNotificationPreferencesSchema = NotificationPreferencesSchema;
export const NotificationPreferencesSavedSchema = z.object({ data: NotificationPreferencesSchema, ...ANSWER_MESSAGE_FIELDS });
export const NOTIFICATION_PREFERENCES_SAVED = 'Notification Preferences Saved';

export const ChangePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(200),
  newPassword: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(200, 'Password can be at most 200 characters'),
});
export type ChangePassword = z.input<typeof ChangePasswordSchema>;
export const PASSWORD_CHANGED = 'Password Changed';
export const OTHER_SESSIONS_ENDED = 'Signed Out of Other Sessions';
export const TWO_FACTOR_ENABLED = 'Two-Factor Sign-In Turned On';
export const TWO_FACTOR_DISABLED = 'Two-Factor Sign-In Turned Off';
export const EMAIL_IN_USE = 'This e-mail address is used by another user';
/** A new address is not taken at once: it is confirmed from its own mailbox. */
export const EMAIL_CHANGE_SENT = 'Saved. We sent a link to the new e-mail address; it replaces the current one when you open the link.';
export const EMAIL_CHANGE_LINK_INVALID = 'This confirmation link is invalid or has expired';
export const EMAIL_CHANGED = 'Your e-mail address was changed';

export const ConfirmEmailChangeSchema = z.object({ token: z.string().trim().min(16).max(200) });
export type ConfirmEmailChange = z.input<typeof ConfirmEmailChangeSchema>;
export const EmailChangedAnswerSchema = z.object({ data: z.object({ email: z.string() }), ...ANSWER_MESSAGE_FIELDS });
export type EmailChangedAnswer = z.output<typeof EmailChangedAnswerSchema>;

/** Answers that end other sessions carry the caller's new token, so this session goes on. */
export const RenewedSessionAnswerSchema = z.object({ data: z.object({ accessToken: z.string(), user: CurrentUserSchema }), ...ANSWER_MESSAGE_FIELDS });
export type RenewedSessionAnswer = z.output<typeof RenewedSessionAnswerSchema>;
