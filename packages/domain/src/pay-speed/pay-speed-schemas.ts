import { z } from 'zod';
import { ANSWER_MESSAGE_FIELDS, CodedMessageSchema } from '../common/message-schemas';
import { ISO_DATE_LENGTH } from '../common/input-limits';
import { idParam } from '../common/query-schemas';
import { MAX_QUICK_PAY_PERCENT, PAY_SPEEDS } from './pay-speed-rules';

const TierSchema = z.enum(['top', 'good', 'atRisk', 'notRated']);

/** A calendar day, YYYY-MM-DD (a real one: no February 30). */
const isoDay = z.iso.date({ error: 'Enter a real date as YYYY-MM-DD' }).max(ISO_DATE_LENGTH);

/** A rate in percent with at most two decimals (2.5 is 2.5 % of the invoice amount). */
const percent = (label: string) =>
  z
    .number({ error: `Enter the ${label} rate in percent` })
    .min(0, `The ${label} rate cannot be negative`)
    .max(MAX_QUICK_PAY_PERCENT, `The ${label} rate is at most ${MAX_QUICK_PAY_PERCENT} %`)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, `The ${label} rate has at most two decimals`);

export const PaySpeedParamsSchema = z.object({ id: idParam });

/** What quick pay would cost the carrier today: its tier and the rate of the fee table in force. */
export const QuickPayQuoteSchema = z.object({
  tier: TierSchema,
  tierLabel: z.string(),
  /** Percent of the invoice amount; null when no fee table is in force yet. */
  ratePercent: z.number().nullable(),
  /** Dollars on the invoice amount as it stands; null when no fee table is in force yet. */
  fee: z.number().nullable(),
  /** The effective day of the fee table version the rate comes from (null for the top tier or none). */
  feeTableEffectiveOn: z.string().nullable(),
});

export const InvoicePaySpeedSchema = z.object({
  invoiceId: z.number(),
  invoiceNumber: z.string(),
  paySpeed: z.enum(PAY_SPEEDS),
  /** Dollars: the fee charged for quick pay (0 on standard terms). */
  quickPayFee: z.number(),
  /** Dollars: the invoice amount less every deduction, quick pay fee included. */
  balanceDue: z.number(),
  changedAt: z.string().nullable(),
  /** Whether the caller may switch now; `refusal` says why not when they may not. */
  mayChange: z.boolean(),
  refusal: CodedMessageSchema.nullable(),
  /** The carrier's own quote (null for other readers). */
  quote: QuickPayQuoteSchema.nullable(),
});
export type InvoicePaySpeed = z.output<typeof InvoicePaySpeedSchema>;
export const InvoicePaySpeedAnswerSchema = z.object({ data: InvoicePaySpeedSchema });

export const PaySpeedBodySchema = z.object({ paySpeed: z.enum(PAY_SPEEDS) });
export type PaySpeedBody = z.input<typeof PaySpeedBodySchema>;
export const PaySpeedChangeAnswerSchema = z.object({ data: InvoicePaySpeedSchema, ...ANSWER_MESSAGE_FIELDS });

export const FeeTableVersionSchema = z.object({
  id: z.number(),
  effectiveOn: z.string(),
  /** Percent per tier; the top tier is always 0. */
  rates: z.object({ top: z.number(), good: z.number(), atRisk: z.number(), notRated: z.number() }),
  /** The version in force today. */
  inForce: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type FeeTableVersion = z.output<typeof FeeTableVersionSchema>;
export const FeeTableAnswerSchema = z.object({ data: z.array(FeeTableVersionSchema), totalCount: z.number() });

export const NewFeeTableVersionBodySchema = z.object({
  effectiveOn: isoDay,
  rates: z.object({ good: percent('good standing'), atRisk: percent('at risk'), notRated: percent('not yet rated') }),
});
export type NewFeeTableVersionBody = z.input<typeof NewFeeTableVersionBodySchema>;
export const NewFeeTableVersionAnswerSchema = z.object({ data: FeeTableVersionSchema, ...ANSWER_MESSAGE_FIELDS });
