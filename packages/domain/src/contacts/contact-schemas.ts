import { z } from 'zod';

import { normalizeRoleNames } from '../auth/role-names';
import { EMAIL_MAX_LENGTH } from '../common/input-limits';
import { idParam, pagingQuery, queryArray } from '../common/query-schemas';
import { optionalText } from '../common/optional-text';
import { ANSWER_MESSAGE_FIELDS } from '../common/message-schemas';

/** The portal permissions a company's admin may give its contacts (the driver portal is given from Drivers). */
export const GRANTABLE_PERMISSIONS = ['CarrierPortal', 'FactoringCompanyPortal', 'CarrierBillingSettings', 'Admin'] as const;
export type GrantablePermission = (typeof GRANTABLE_PERMISSIONS)[number];

const PHONE = /^\+?[0-9 ().-]{7,20}$/;
const phone = z
  .string()
  .max(40, 'A phone number: digits, spaces, dashes, dots, parentheses and a leading +')
  .trim()
  .regex(PHONE, 'A phone number: digits, spaces, dashes, dots, parentheses and a leading +')
  .refine((v) => v.replace(/\D/g, '').length >= 7, 'At least 7 digits');

const name = (what: string) => z.string().trim().min(1, `Enter the ${what}`).max(60);

/** A role as written (`Bill-to`, `billing inquiry`), normalised by the domain rule on every write. */
const roles = z
  .array(z.string().max(40))
  .max(20)
  .default([])
  .transform((list) => normalizeRoleNames(list))
  .refine((list) => list.every((role) => /^[A-Za-z0-9]{1,40}$/.test(role)), 'Role names are letters and digits (spaces and hyphens are removed)');

const emailAddresses = z
  .array(z.string().max(EMAIL_MAX_LENGTH, 'Enter a valid e-mail address').trim().toLowerCase().pipe(z.email('Enter a valid e-mail address').max(EMAIL_MAX_LENGTH)))
  .max(5)
  .default([])
  .transform((list) => [...new Set(list)]);

const linkedInProfileUrl = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v ?? undefined),
  z
    .url('Enter the full address of a LinkedIn profile')
    .max(300)
    .refine((v) => /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/in\/[^\s/?#]+\/?$/i.test(v), 'Enter a LinkedIn profile address (https://www.linkedin.com/in/...)')
    .optional(),
);

/**
 * A contact as created or edited (one schema for the form and the request body).
 * Locations are sent as the ids of the company's locations the contact works at; portal access needs
 * an e-mail address (the first one signs in) and at least one permission.
 */
export const ContactBodySchema = z
  .object({
    firstName: name('first name'),
    lastName: name('last name'),
    functionTitle: optionalText(100),
    roles,
    emailAddresses,
    phoneNumbers: z.array(phone).max(5).default([]),
    linkedInProfileUrl,
    locationIds: z.array(idParam).max(50).default([]).transform((ids) => [...new Set(ids)]),
    isPortalEnabled: z.boolean().default(false),
    permissions: z.array(z.enum(GRANTABLE_PERMISSIONS)).max(4).default([]).transform((list) => [...new Set(list)]),
  })
  .superRefine((body, ctx) => {
    if (!body.isPortalEnabled) return;
    if (body.emailAddresses.length === 0) ctx.addIssue({ code: 'custom', path: ['emailAddresses'], message: 'Portal access needs an e-mail address to sign in with' });
    if (!body.permissions.some((p) => p !== 'Admin')) ctx.addIssue({ code: 'custom', path: ['permissions'], message: 'Choose the portal the contact signs in to' });
  })
  .transform((body) => ({ ...body, permissions: body.isPortalEnabled ? body.permissions : [] }));
export type ContactInput = z.output<typeof ContactBodySchema>;
export type ContactBody = z.input<typeof ContactBodySchema>;

export const ContactIdParamsSchema = z.object({ contactId: idParam });

/** Find by roles: page, pageSize (50 by default) and fuzzyMatch, the search text. */
export const ContactListQuerySchema = z.object({
  roles: queryArray(z.string().max(40)).transform((list) => (list ? normalizeRoleNames(list) : undefined)),
  fuzzyMatch: z.string().max(100).optional(),
  ...pagingQuery(100),
});
export type ContactListQuery = z.input<typeof ContactListQuerySchema>;

export const PORTAL_STATUSES = ['Active', 'Pending', 'Disabled'] as const;

export const ContactLocationSchema = z.object({ id: z.number(), name: z.string(), city: z.string(), province: z.string() });

/** A contact as read, with the state of its portal user. */
export const ContactSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  functionTitle: z.string().nullable(),
  roles: z.array(z.string()),
  emailAddresses: z.array(z.string()),
  phoneNumbers: z.array(z.string()),
  linkedInProfileUrl: z.string().nullable(),
  locations: z.array(ContactLocationSchema),
  permissions: z.array(z.string()),
  accessLevels: z.array(z.string()),
  is3PL: z.boolean(),
  isCarrier: z.boolean(),
  isPortalEnabled: z.boolean(),
  portalStatus: z.enum(PORTAL_STATUSES).nullable(),
  fileId: z.string().nullable(),
  companyId: z.number(),
  companyNumber: z.string(),
  companyName: z.string(),
  userName: z.string().nullable(),
});
export type Contact = z.output<typeof ContactSchema>;

export const ContactAnswerSchema = z.object({ data: ContactSchema });
export const ContactSavedAnswerSchema = z.object({ data: ContactSchema, ...ANSWER_MESSAGE_FIELDS });
export type ContactSavedAnswer = z.output<typeof ContactSavedAnswerSchema>;
export const ContactListSchema = z.object({ data: z.array(ContactSchema), totalCount: z.number() });
export type ContactList = z.output<typeof ContactListSchema>;
export const ContactDeletedSchema = z.object({ data: z.object({ id: z.number() }) });
export type ContactDeleted = z.output<typeof ContactDeletedSchema>;

