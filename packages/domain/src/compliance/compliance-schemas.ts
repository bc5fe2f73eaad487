import { z } from 'zod';
import { BASE64_FILE_MAX_LENGTH, ISO_DATE_LENGTH } from '../common/input-limits';
import { MessageParamsSchema } from '../common/message-schemas';
import { idParam } from '../common/query-schemas';
import { AUTHORITY_STATUSES, COVERAGES } from './compliance-rules';

const isoDay = z
  .string()
  .max(ISO_DATE_LENGTH)
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'Enter a real date');

/** A reason a carrier may not be booked, with its code for translation. */
export const ComplianceReasonSchema = z.object({ text: z.string(), code: z.string(), params: MessageParamsSchema });

export const InsuranceCertificateSchema = z.object({
  id: z.number(),
  coverage: z.enum(COVERAGES),
  insurer: z.string(),
  policyNumber: z.string(),
  /** Dollars. */
  amount: z.number(),
  effectiveOn: z.string(),
  expiresOn: z.string(),
  /** Filing: on file at FMCSA; Certificate: uploaded through the portal. */
  source: z.enum(['Filing', 'Certificate']),
  /** The certificate's PDF, opened with the documents viewer (GET /documents/{id}/file). */
  documentId: z.string().nullable(),
  daysLeft: z.number(),
  /** The certificate the coverage stands on today. */
  standing: z.boolean(),
});
export type InsuranceCertificate = z.output<typeof InsuranceCertificateSchema>;

export const ExpiryAlertSchema = z.object({
  certificateId: z.number(),
  coverage: z.enum(COVERAGES),
  thresholdDays: z.number(),
  expiresOn: z.string(),
  sentAt: z.string(),
  text: z.string(),
});

export const MinimumsSchema = z.object({ autoLiability: z.number(), cargo: z.number(), updatedAt: z.string().nullable() });

export const ComplianceRecordSchema = z.object({
  carrierId: z.number(),
  carrierName: z.string(),
  usdot: z.string().nullable(),
  mcNumber: z.string().nullable(),
  legalName: z.string().nullable(),
  dbaName: z.string().nullable(),
  authorityStatus: z.enum(AUTHORITY_STATUSES).nullable(),
  authorityGrantedOn: z.string().nullable(),
  authorityStatusOn: z.string().nullable(),
  safetyRating: z.string().nullable(),
  outOfService: z.boolean(),
  doNotUse: z.boolean(),
  lastCheckedAt: z.string().nullable(),
  checkError: z.string().nullable(),
  /** Empty when the carrier may be tendered and booked. */
  reasons: z.array(ComplianceReasonSchema),
  certificates: z.array(InsuranceCertificateSchema),
  alerts: z.array(ExpiryAlertSchema),
  minimums: MinimumsSchema,
});
export type ComplianceRecord = z.output<typeof ComplianceRecordSchema>;
export const ComplianceRecordAnswerSchema = z.object({ data: ComplianceRecordSchema });

export const CarrierIdParamsSchema = z.object({ carrierId: idParam });

export const COMPLIANCE_FILTERS = ['All', 'Blocked', 'Expiring', 'Compliant'] as const;
export const ComplianceListQuerySchema = z.object({
  status: z.enum(COMPLIANCE_FILTERS).default('All'),
  /** Part of the carrier's name, USDOT or MC number. */
  q: z.string().trim().max(100).optional(),
});
export type ComplianceListQuery = z.input<typeof ComplianceListQuerySchema>;

export const ComplianceListRowSchema = z.object({
  carrierId: z.number(),
  carrierName: z.string(),
  usdot: z.string().nullable(),
  mcNumber: z.string().nullable(),
  authorityStatus: z.enum(AUTHORITY_STATUSES).nullable(),
  lastCheckedAt: z.string().nullable(),
  reasons: z.array(ComplianceReasonSchema),
  /** The soonest expiry of a standing certificate, with its days left. */
  nextExpiryOn: z.string().nullable(),
  nextExpiryDays: z.number().nullable(),
});
export type ComplianceListRow = z.output<typeof ComplianceListRowSchema>;
export const ComplianceListAnswerSchema = z.object({ data: z.array(ComplianceListRowSchema), totalCount: z.number().int(), minimums: MinimumsSchema });

const wholeDollars = (label: string) =>
  z.coerce.number({ error: `Enter the ${label} in dollars` }).int('Enter whole dollars').min(1, `The ${label} must be more than $0`).max(100_000_000, 'Enter an amount up to $100,000,000');

export const CertificateUploadBodySchema = z
  .object({
    coverage: z.enum(COVERAGES),
    insurer: z.string().trim().min(1, 'Enter the insurer').max(120),
    policyNumber: z.string().trim().min(1, 'Enter the policy number').max(60),
    amount: wholeDollars('amount'),
    effectiveOn: isoDay,
    expiresOn: isoDay,
    fileName: z.string().trim().min(1, 'Choose the certificate PDF').max(200),
    /** The PDF as base64, optionally a data: URL. */
    data: z.string().min(1, 'Choose the certificate PDF').max(BASE64_FILE_MAX_LENGTH),
  })
  .refine((body) => body.expiresOn > body.effectiveOn, { path: ['expiresOn'], message: 'The expiry date must be after the effective date' });
export type CertificateUploadBody = z.input<typeof CertificateUploadBodySchema>;

export const MinimumsBodySchema = z.object({ autoLiability: wholeDollars('auto liability minimum'), cargo: wholeDollars('cargo minimum') });
export type MinimumsBody = z.input<typeof MinimumsBodySchema>;
export const MinimumsAnswerSchema = z.object({ data: MinimumsSchema });
