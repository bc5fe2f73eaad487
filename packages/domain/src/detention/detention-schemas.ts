import { z } from 'zod';
import { FREE_MINUTES_MAX, FREE_MINUTES_MIN, HOURLY_RATE_MAX_CENTS } from './detention-rules';

export const DETENTION_NOTE_MAX_LENGTH = 2000;
export const DETENTION_RATES_MAX = 20;
export const EQUIPMENT_TYPE_MAX_LENGTH = 40;

export const DETENTION_STATUSES = ['Running', 'Draft', 'Submitted', 'Discarded'] as const;
export type DetentionStatus = (typeof DETENTION_STATUSES)[number];

/** A point of the track inside the stop's fence: the evidence of the stay. */
export const EvidencePointSchema = z.object({
  at: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  speedMph: z.number().nullable(),
});
export type EvidencePoint = z.output<typeof EvidencePointSchema>;

export const DetentionRequestSchema = z.object({
  /** Null for a stay still running (nothing stored yet). */
  id: z.number().int().nullable(),
  shipmentId: z.number().int(),
  stopId: z.number().int(),
  stop: z.string(),
  status: z.enum(DETENTION_STATUSES),
  arrivedAt: z.string(),
  departedAt: z.string().nullable(),
  appointment: z.string().nullable(),
  detentionFrom: z.string(),
  freeMinutes: z.number().int(),
  hours: z.number(),
  hourlyRate: z.number(),
  amount: z.number(),
  note: z.string(),
  evidence: z.array(EvidencePointSchema),
  caseNumber: z.string().nullable(),
  /** The caller may edit, submit or discard it (the load's carrier, while a draft). */
  canEdit: z.boolean(),
});
export type DetentionRequest = z.output<typeof DetentionRequestSchema>;

export const DetentionRequestListSchema = z.object({ data: z.array(DetentionRequestSchema) });
export const DetentionRequestAnswerSchema = z.object({ data: DetentionRequestSchema });

export const DetentionNoteBodySchema = z.object({
  note: z.string().trim().max(DETENTION_NOTE_MAX_LENGTH, `The note is at most ${DETENTION_NOTE_MAX_LENGTH} characters`),
});
export type DetentionNoteBody = z.input<typeof DetentionNoteBodySchema>;

const dollars = z.number().min(0, 'The rate cannot be negative').max(HOURLY_RATE_MAX_CENTS / 100, `The rate is at most $${HOURLY_RATE_MAX_CENTS / 100} an hour`);

export const DetentionTermsBodySchema = z.object({
  freeMinutes: z.number().int('Whole minutes').min(FREE_MINUTES_MIN).max(FREE_MINUTES_MAX, `At most ${FREE_MINUTES_MAX} minutes`),
  rates: z
    .array(
      z.object({
        equipmentType: z.string().trim().min(1, 'Name the equipment type').max(EQUIPMENT_TYPE_MAX_LENGTH, `At most ${EQUIPMENT_TYPE_MAX_LENGTH} characters`),
        hourlyRate: dollars,
      }),
    )
    .min(1, 'At least the rate for any equipment')
    .max(DETENTION_RATES_MAX, `At most ${DETENTION_RATES_MAX} rates`),
});
export type DetentionTermsBody = z.input<typeof DetentionTermsBodySchema>;

export const DetentionTermsSchema = z.object({
  data: z.object({
    freeMinutes: z.number().int(),
    rates: z.array(z.object({ equipmentType: z.string(), hourlyRate: z.number() })),
    canChange: z.boolean(),
  }),
});
export type DetentionTerms = z.output<typeof DetentionTermsSchema>['data'];
