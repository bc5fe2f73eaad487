import { z } from 'zod';
import { ANSWER_MESSAGE_FIELDS } from '../common/message-schemas';
import { BASE64_FILE_MAX_LENGTH, ISO_DATE_LENGTH } from '../common/input-limits';
import { idParam } from '../common/query-schemas';
import { NOTICE_STATUSES } from './notice-rules';

/** A calendar day, YYYY-MM-DD (a real one: no February 30). */
const isoDay = z.iso.date({ error: 'Enter a real date as YYYY-MM-DD' }).max(ISO_DATE_LENGTH);

const pdfFields = {
  effectiveOn: isoDay,
  fileName: z.string().trim().min(1, 'Choose the signed PDF').max(200),
  /** The PDF as base64, optionally a data: URL. */
  data: z.string().min(1, 'Choose the signed PDF').max(BASE64_FILE_MAX_LENGTH),
};

export const NoticeParamsSchema = z.object({ noticeId: idParam });

export const NoticeListQuerySchema = z.object({ status: z.enum(NOTICE_STATUSES).optional() });

const PartySchema = z.object({ id: z.number(), name: z.string() });

export const NoticeSchema = z.object({
  id: z.number(),
  carrier: PartySchema.extend({ mcNumber: z.string().nullable(), dotNumber: z.string().nullable() }),
  factoringCompany: PartySchema,
  status: z.enum(NOTICE_STATUSES),
  statusLabel: z.string(),
  effectiveOn: z.string(),
  /** The signed notice, opened with the documents viewer; null for a reader who may not open it (the carrier). */
  documentId: z.string().nullable(),
  filedBy: z.string().nullable(),
  filedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  release: z
    .object({
      effectiveOn: z.string(),
      documentId: z.string().nullable(),
      filedBy: z.string().nullable(),
      filedAt: z.string().nullable(),
      decidedBy: z.string().nullable(),
      decidedAt: z.string().nullable(),
      rejectReason: z.string().nullable(),
    })
    .nullable(),
  /** Whether the notice routes the carrier's payments to the factor now. */
  routesPayments: z.boolean(),
});
export type Notice = z.output<typeof NoticeSchema>;

export const NoticeListAnswerSchema = z.object({ data: z.array(NoticeSchema), totalCount: z.number() });
export const NoticeAnswerSchema = z.object({ data: NoticeSchema });
export const NoticeChangeAnswerSchema = z.object({ data: NoticeSchema, ...ANSWER_MESSAGE_FIELDS });

/** A factoring company files a notice: the carrier by MC or USDOT number, the effective day and the signed PDF. */
export const FileNoticeBodySchema = z.object({
  carrierNumber: z
    .string()
    .trim()
    .min(1, "Enter the carrier's MC or USDOT number")
    .max(20)
    .regex(/^(MC-?)?\d{1,10}$/i, 'Enter digits, optionally after MC'),
  ...pdfFields,
});
export type FileNoticeBody = z.input<typeof FileNoticeBodySchema>;

export const FileReleaseBodySchema = z.object(pdfFields);
export type FileReleaseBody = z.input<typeof FileReleaseBodySchema>;

export const NoticeDecisionBodySchema = z
  .object({ decision: z.enum(['accept', 'reject']), reason: z.string().trim().max(500).optional() })
  .refine((body) => body.decision === 'accept' || (body.reason ?? '') !== '', { path: ['reason'], message: 'Give the reason for rejecting' });
export type NoticeDecisionBody = z.input<typeof NoticeDecisionBodySchema>;
