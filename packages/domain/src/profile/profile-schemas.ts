import { z } from 'zod';

/** The Carrier API's reads about the caller's own company and preferences (/v2/me/...). */

/** The flags the portal reads to drive navigation and booking (isBroker, isBookable). */
export const CarrierStatusSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  isBroker: z.boolean(),
  isBookable: z.boolean(),
  isOnHold: z.boolean(),
  doNotUse: z.boolean(),
  has3PLNetwork: z.boolean(),
  mcNumber: z.string().nullable(),
  dotNumber: z.string().nullable(),
});
export type CarrierStatus = z.output<typeof CarrierStatusSchema>;
export const CarrierStatusAnswerSchema = z.object({ data: CarrierStatusSchema });
export type CarrierStatusAnswer = z.output<typeof CarrierStatusAnswerSchema>;

export const CompanyDetailsSchema = z.object({
  id: z.number().int(),
  companyNumber: z.string(),
  name: z.string(),
  kind: z.string(),
  mcNumber: z.string().nullable(),
  dotNumber: z.string().nullable(),
  scac: z.string().nullable(),
  isBroker: z.boolean(),
  isBookable: z.boolean(),
  isOnHold: z.boolean(),
  doNotUse: z.boolean(),
  has3PLNetwork: z.boolean(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.object({
    addressLine1: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    postalCode: z.string().nullable(),
    country: z.string(),
  }),
  logoFileId: z.string().nullable(),
  factoringCompany: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type CompanyDetails = z.output<typeof CompanyDetailsSchema>;
export const CompanyDetailsAnswerSchema = z.object({ data: CompanyDetailsSchema });

export const NotificationPreferencesSchema = z.object({
  emailTenders: z.boolean(),
  emailRateRequests: z.boolean(),
  emailMentions: z.boolean(),
  emailCases: z.boolean(),
  emailPayments: z.boolean(),
  smsTenders: z.boolean(),
});
export type NotificationPreferences = z.output<typeof NotificationPreferencesSchema>;
export const NotificationPreferencesAnswerSchema = z.object({ data: NotificationPreferencesSchema });
