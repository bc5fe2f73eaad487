import { z } from 'zod';

/** The signed-in user as the portal reads it (spec section 3, Current user). */
export const CurrentUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.string()),
  permissions: z.array(z.string()),
  phoneNumbers: z.array(z.string()),
  companyId: z.number().int(),
  companyName: z.string(),
  contactId: z.number().int().nullable(),
  fileId: z.string().nullable(),
  isBroker: z.boolean(),
  isBookable: z.boolean(),
  isOnHold: z.boolean(),
  has3PLNetwork: z.boolean(),
  hasAcceptedAccessTermsAndConditions: z.boolean(),
  trackingIntegration: z.object({ samsaraIsExpired: z.boolean() }),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

export const LoginRequestSchema = z.object({
  emailAddress: z.string().trim().email('Enter a valid email address'),
  password: z.string().min(1, 'Password is required'),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const PASSWORD_MIN_LENGTH = 8;

export const PasswordResetRequestSchema = z.object({
  url: z.string().url(),
  emailAddress: z.string().trim().email('Enter a valid email address'),
});

export const PasswordResetSchema = z.object({
  resetToken: z.string().min(1),
  newPassword: z.string().min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
});

export const MobileAuthorizeSchema = z.object({ driverToken: z.string().min(1) });

/** Login and reset answers carry data.accessToken and data.user. */
export interface SessionAnswer {
  data: { accessToken: string; user: CurrentUser };
}
