import { z } from 'zod';
import { POSITION_BATCH_MAX } from './position-rules';

export const POSITION_SOURCES = ['ELD', 'Phone', 'Samsara'] as const;

/** One point of a device: a truck's ELD (its unit number or the provider's vehicle id) or a driver's phone. */
export const PositionPointSchema = z.object({
  /** The device, unique within the company; a truck's unit number links the point to the loads it carries. */
  deviceId: z.string().trim().min(1, 'Give the device').max(100),
  recordedAt: z.iso.datetime({ offset: true, error: 'Use an ISO 8601 date and time with its offset' }).max(40),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  speedMph: z.number().min(0).max(200).optional(),
  headingDegrees: z.number().min(0).max(360).optional(),
  /** The load the point belongs to, when the sender knows it (a driver's phone does). */
  shipmentNumber: z.string().trim().min(1).max(40).optional(),
});
export type PositionPoint = z.output<typeof PositionPointSchema>;

export const PositionBatchBodySchema = z.object({
  source: z.enum(POSITION_SOURCES).default('ELD'),
  positions: z.array(PositionPointSchema).min(1, 'Send at least one position').max(POSITION_BATCH_MAX, `At most ${POSITION_BATCH_MAX} positions a batch`),
});
export type PositionBatchBody = z.input<typeof PositionBatchBodySchema>;

export const PositionBatchAnswerSchema = z.object({
  data: z.object({
    /** Stored now. */
    accepted: z.number().int(),
    /** Already stored (the same device and time): a resent batch changes nothing. */
    duplicates: z.number().int(),
    /** Points not taken, by their index in the batch, with why. */
    rejected: z.array(z.object({ index: z.number().int(), reason: z.string() })),
    /** Loads whose last known position moved. */
    shipmentsUpdated: z.number().int(),
  }),
});
export type PositionBatchAnswer = z.output<typeof PositionBatchAnswerSchema>;
