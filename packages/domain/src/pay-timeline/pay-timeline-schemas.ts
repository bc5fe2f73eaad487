import { z } from 'zod';
import { CodedValueSchema } from '../invoices/invoice-shared-schemas';
import { PAY_SPEEDS } from '../pay-speed/pay-speed-rules';
import { PREDICTION_BASES } from './pay-date-prediction';
import { PAY_STEP_KEYS, PAY_STEP_STATES } from './pay-timeline-steps';

/** The API contract of an invoice's pay timeline and of the predicted pay date in the invoice lists. */

export const PayTimelineStepSchema = z.object({
  key: z.enum(PAY_STEP_KEYS),
  /** When it happened (ISO instant); null while it has not. */
  at: z.string().nullable(),
  state: z.enum(PAY_STEP_STATES),
});

export const PayTimelineDocumentSchema = z.object({
  name: z.string(),
  /** The document type's name ('Proof of Delivery', 'Invoice'...). */
  type: z.string(),
  receivedAt: z.string(),
});

export const PayTimelineSchema = z.object({
  invoiceNumber: z.string(),
  status: CodedValueSchema,
  paySpeed: z.enum(PAY_SPEEDS),
  /** Standard terms: net days from the documents' receipt. */
  netDays: z.number().int(),
  steps: z.array(PayTimelineStepSchema),
  documents: z.array(PayTimelineDocumentSchema),
  /** Calendar date (YYYY-MM-DD) the money is expected; null while the invoice is a Draft. */
  predictedPayOn: z.string().nullable(),
  predictionBasis: z.enum(PREDICTION_BASES).nullable(),
  /** Calendar date of the payment, once paid. */
  paidOn: z.string().nullable(),
  /** Business days the payment came after its prediction (negative: before); null until paid. */
  businessDaysLate: z.number().int().nullable(),
  checkNumber: z.string().nullable(),
});
export type PayTimeline = z.output<typeof PayTimelineSchema>;

export const PayTimelineAnswerSchema = z.object({ data: PayTimelineSchema });
export type PayTimelineAnswer = z.output<typeof PayTimelineAnswerSchema>;
