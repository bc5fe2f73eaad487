import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../common/input-limits';
import { idParam, pagingQuery } from '../common/query-schemas';
import type { Role } from '../auth/permissions';
import { ContactSchema, GRANTABLE_PERMISSIONS } from './contact-schemas';
import { ANSWER_MESSAGE_FIELDS } from '../common/message-schemas';

/**
 * The company's MC or DOT number as someone types it ('MC-123456', 'dot 1234567', '123456'): the
 * digits are what identify the company, the prefix only says which number it is.
 */
export function parseCompanyNumber(text: string): { kind: 'MC' | 'DOT' | 'Either'; digits: string } | undefined {
  const match = /^\s*(mc|dot|usdot)?[\s#:-]*(\d{1,8})\s*$/i.exec(text);
  if (!match) return undefined;
  const prefix = match[1]?.toUpperCase();
  const kind = prefix === 'MC' ? 'MC' : prefix === 'DOT' || prefix === 'USDOT' ? 'DOT' : 'Either';
  return { kind, digits: match[2].replace(/^0+(?=\d)/, '') };
}

/** The public request for portal access (the sign-in page's Request Access form). */
export const AccessRequestBodySchema = z.object({
  firstName: z.string().trim().min(1, 'Enter your first name').max(60),
  lastName: z.string().trim().min(1, 'Enter your last name').max(60),
  emailAddress: z.string().max(EMAIL_MAX_LENGTH, 'Enter a valid email address').trim().toLowerCase().pipe(z.email('Enter a valid email address').max(EMAIL_MAX_LENGTH)),
  companyNumber: z
    .string()
    .trim()
    .max(20)
    .refine((v) => parseCompanyNumber(v) !== undefined, "Enter your company's MC or DOT number"),
});
export type AccessRequestBody = z.input<typeof AccessRequestBodySchema>;
export const AccessRequestReceivedSchema = z.object({ data: z.object({}), ...ANSWER_MESSAGE_FIELDS });
export type AccessRequestReceived = z.output<typeof AccessRequestReceivedSchema>;

export const ACCESS_REQUEST_STATUSES = ['Open', 'Approved', 'Denied'] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];

export const AccessRequestIdParamsSchema = z.object({ accessRequestId: idParam });
export const AccessRequestListQuerySchema = z.object({
  status: z.enum([...ACCESS_REQUEST_STATUSES, 'All']).default('Open'),
  ...pagingQuery(100),
});
export type AccessRequestListQuery = z.input<typeof AccessRequestListQuerySchema>;

export const AccessRequestSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  companyNumber: z.string().nullable(),
  status: z.enum(ACCESS_REQUEST_STATUSES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  declineReason: z.string().nullable(),
  contactId: z.number().nullable(),
});
export type AccessRequest = z.output<typeof AccessRequestSchema>;
export const AccessRequestListSchema = z.object({ data: z.array(AccessRequestSchema), totalCount: z.number() });
export type AccessRequestList = z.output<typeof AccessRequestListSchema>;

/** Roles an admin can give while approving: a driver is added from the fleet, not from the sign-in page. */
export const APPROVABLE_ROLES = ['Admin', 'BillTo', 'BillingInquiry', 'AP', 'AR'] as const satisfies readonly Role[];

/** Approving gives the new user these permissions (the company's own portal by default) and roles. */
export const ApproveAccessRequestBodySchema = z.object({
  permissions: z.array(z.enum(GRANTABLE_PERMISSIONS)).max(4).optional(),
  roles: z.array(z.enum(APPROVABLE_ROLES)).max(APPROVABLE_ROLES.length).optional(),
});
export type ApproveAccessRequestBody = z.input<typeof ApproveAccessRequestBodySchema>;
export const DeclineAccessRequestBodySchema = z.object({
  reason: z.string().trim().min(1, 'Tell the requester why').max(500),
});
export type DeclineAccessRequestBody = z.input<typeof DeclineAccessRequestBodySchema>;

export const AccessRequestDecidedSchema = z.object({
  data: z.object({ request: AccessRequestSchema, contact: ContactSchema.nullable() }),
  ...ANSWER_MESSAGE_FIELDS,
});
export type AccessRequestDecided = z.output<typeof AccessRequestDecidedSchema>;

export const ACCESS_REQUEST_RECEIVED = 'Thank you. If the number matches a company on the portal, its administrators will review your request and you will hear from us by e-mail.';
export const accessRequestApproved = (name: string) => `Access approved: ${name} will receive an activation e-mail`;
export const accessRequestDeclined = (name: string) => `Access request from ${name} declined`;
export const CONTACT_UPDATED = 'Contact saved';
