import { z } from 'zod';
import { BASE64_FILE_MAX_LENGTH, ISO_DATE_LENGTH, UUID_LENGTH } from '../common/input-limits';
import { idParam, pagingQuery } from '../common/query-schemas';
import { optionalText } from '../common/optional-text';
import { listAnswerSchema } from '../load-board/freight-schemas';
import { findRegion } from '../locations/regions';

/** Which drivers a list shows: active ones (the default, what pickers want), inactive ones, or both. */
export const DRIVER_STATUSES = ['Active', 'Inactive', 'All'] as const;

/** Search drivers: the drivers of a company by name, e-mail or phone (active ones unless asked). */
export const DriverSearchQuerySchema = z.object({
  companyId: idParam.optional(),
  q: z.string().max(100).optional(),
  status: z.enum(DRIVER_STATUSES).default('Active'),
  ...pagingQuery(100),
});
export type DriverSearchQuery = z.input<typeof DriverSearchQuerySchema>;

export const SIGN_IN_LINK_CHANNELS = ['Email', 'Text'] as const;
export type SignInLinkChannel = (typeof SIGN_IN_LINK_CHANNELS)[number];

/**
 * The driver's latest sign-in link: None (never sent), Active (works until expiresAt), Expired (ran
 * out or was replaced by a link made elsewhere) or Revoked (dispatch cut it off).
 */
export const SignInLinkSchema = z.object({
  status: z.enum(['None', 'Active', 'Expired', 'Revoked']),
  channel: z.enum(SIGN_IN_LINK_CHANNELS).nullable(),
  sentTo: z.string().nullable(),
  sentAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type SignInLink = z.output<typeof SignInLinkSchema>;

export const DriverSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  licenseState: z.string().nullable(),
  /** YYYY-MM-DD as printed on the licence. */
  licenseExpiresOn: z.string().nullable(),
  /** Profile picture (a document id of the company). */
  fileId: z.string().nullable(),
  isActive: z.boolean(),
});
export type Driver = z.output<typeof DriverSchema>;

export const DriverListSchema = listAnswerSchema(DriverSchema);
export type DriverList = z.output<typeof DriverListSchema>;

export const DriverIdParamsSchema = z.object({ driverId: idParam });

export const DriverAnswerSchema = z.object({ data: DriverSchema.extend({ signInLink: SignInLinkSchema }) });
export type DriverDetail = z.output<typeof DriverAnswerSchema>['data'];

const PHONE = /^\+?[0-9 ().-]{7,20}$/;

const name = (what: string) => z.string().trim().min(1, `Enter the ${what}`).max(60);

/** A driver as created or edited. Names are required; the rest is optional and blank means none. */
export const DriverBodySchema = z.object({
  firstName: name('first name'),
  lastName: name('last name'),
  email: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value ?? undefined),
    z.email('An e-mail address').max(200).optional(),
  ),
  mobilePhone: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value ?? undefined),
    z
      .string()
      .max(40, 'A phone number: digits, spaces, dashes, dots, parentheses and a leading +')
      .regex(PHONE, 'A phone number: digits, spaces, dashes, dots, parentheses and a leading +')
      .refine((v) => v.replace(/\D/g, '').length >= 7, 'At least 7 digits').optional(),
  ),
  licenseNumber: optionalText(30),
  licenseState: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value ?? undefined),
    z
      .string()
      .max(2, 'A US state or Canadian province abbreviation')
      .refine((v) => findRegion(v)?.abbreviation === v, 'A US state or Canadian province abbreviation')
      .optional(),
  ),
  licenseExpiresOn: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value ?? undefined),
    z.iso.date('A date (YYYY-MM-DD)').max(ISO_DATE_LENGTH, 'A date (YYYY-MM-DD)').optional(),
  ),
  fileId: z.preprocess((value) => (typeof value === 'string' ? value.trim() || undefined : value ?? undefined), z.uuid('A file id').max(UUID_LENGTH, 'A file id').optional()),
});
export type DriverBody = z.input<typeof DriverBodySchema>;
export type DriverValues = z.output<typeof DriverBodySchema>;

export const SendSignInLinkBodySchema = z.object({ channel: z.enum(SIGN_IN_LINK_CHANNELS) });
export type SendSignInLinkBody = z.input<typeof SendSignInLinkBodySchema>;

export const SignInLinkAnswerSchema = z.object({ data: SignInLinkSchema });

export const DriverEntryLinkAnswerSchema = z.object({ data: z.object({ url: z.string(), expiresAt: z.string() }) });
export type DriverEntryLink = z.output<typeof DriverEntryLinkAnswerSchema>['data'];

/** A driver's profile picture: a PNG or JPEG (checked by content on the server), base64 or a data: URL. */
export const DriverPictureBodySchema = z.object({
  name: z.string().trim().min(1).max(255),
  data: z.string().min(1, 'Choose a picture').max(BASE64_FILE_MAX_LENGTH),
});
export type DriverPictureBody = z.input<typeof DriverPictureBodySchema>;
