import { z } from 'zod';
import { idParam } from '../common/query-schemas';
import { dollarsAmountSchema } from '../load-board/freight-schemas';
import { ANSWER_MESSAGE_FIELDS } from '../common/message-schemas';

/** Minutes a tender stays open when the broker does not say. */
export const DEFAULT_TENDER_MINUTES = 120;

export const WATERFALL_STATUSES = ['Running', 'Booked', 'Exhausted', 'Cancelled'] as const;
export type WaterfallStatus = (typeof WATERFALL_STATUSES)[number];
export const WATERFALL_STEP_STATUSES = ['Pending', 'Tendered', 'Accepted', 'Rejected', 'Expired', 'Skipped'] as const;
export type WaterfallStepStatus = (typeof WATERFALL_STEP_STATUSES)[number];

/** Tender a shipment to one carrier, or to a ranked list: the next is tendered when one rejects or lets its tender expire. */
export const TenderShipmentBodySchema = z.object({
  carriers: z
    .array(
      z.object({
        carrierId: idParam,
        rate: dollarsAmountSchema({ required: 'Enter the tender rate', positive: 'The tender rate must be more than $0' }),
      }),
    )
    .min(1, 'Choose at least one carrier')
    .max(10, 'At most 10 carriers')
    .refine((list) => new Set(list.map((c) => c.carrierId)).size === list.length, 'Each carrier once'),
  expiresInMinutes: z.coerce.number().int().min(5, 'At least 5 minutes').max(10_080, 'At most 7 days').default(DEFAULT_TENDER_MINUTES),
});
export type TenderShipmentBody = z.input<typeof TenderShipmentBodySchema>;
export type TenderShipmentInput = z.output<typeof TenderShipmentBodySchema>;

const StepSchema = z.object({
  position: z.number().int(),
  carrierId: z.number(),
  carrierName: z.string(),
  rate: z.number(),
  status: z.enum(WATERFALL_STEP_STATUSES),
  tenderId: z.number().nullable(),
  expiresAt: z.string().nullable(),
  changedAt: z.string().nullable(),
});
export type WaterfallStep = z.output<typeof StepSchema>;

export const AutomaticTenderingStatusSchema = z.object({
  waterfallId: z.number(),
  status: z.enum(WATERFALL_STATUSES),
  isAutomatic: z.boolean(),
  expiresAfterMinutes: z.number().int(),
  current: StepSchema.nullable(),
  remaining: z.array(StepSchema),
  history: z.array(StepSchema),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AutomaticTenderingStatus = z.output<typeof AutomaticTenderingStatusSchema>;
/** Null data: the shipment was never tendered. */
export const AutomaticTenderingStatusAnswerSchema = z.object({ data: AutomaticTenderingStatusSchema.nullable() });
export const TenderShipmentAnswerSchema = z.object({ data: AutomaticTenderingStatusSchema, ...ANSWER_MESSAGE_FIELDS });
export type TenderShipmentAnswer = z.output<typeof TenderShipmentAnswerSchema>;
