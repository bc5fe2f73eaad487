import { z } from 'zod';
import { ISO_INSTANT_MAX_LENGTH } from '../common/input-limits';
import { ANSWER_MESSAGE_FIELDS, CodedMessageSchema } from '../common/message-schemas';
import { idParam } from '../common/query-schemas';
import { dollarsAmountSchema, optionalTextOf } from '../load-board/freight-schemas';
import { OFFER_ACTIONS, OFFER_PARTIES, OFFER_ROUND_KINDS, OFFER_STATUSES } from './offer-status';

/** The longest note an offer, counter or decline carries. */
export const OFFER_NOTE_MAX_LENGTH = 500;

const rate = dollarsAmountSchema({ required: 'Enter your rate', positive: 'The rate must be more than $0' });
const note = optionalTextOf(OFFER_NOTE_MAX_LENGTH, 'The note');
const validUntil = z
  .string({ error: 'Enter until when the rate holds' })
  .max(ISO_INSTANT_MAX_LENGTH)
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Enter a date and time');

/** A carrier's first offer on a board load. */
export const MakeOfferBodySchema = z.object({
  shipmentNumber: z.string().trim().min(1).max(50),
  rate,
  note,
  validUntil,
});

/** A counter from either side: a new rate and until when it holds. */
export const CounterOfferBodySchema = z.object({ rate, note, validUntil });

/** Declining, with a reason when one is given. */
export const DeclineOfferBodySchema = z.object({ note });

export const OfferIdParamsSchema = z.object({ offerId: idParam });

export const OffersQuerySchema = z.object({
  /** The negotiations on one load (by its number, as the carrier's load page knows it). */
  shipmentNumber: z.string().trim().min(1).max(50).optional(),
  /** The negotiations on one load (by id, as the broker's shipment page knows it). */
  shipmentId: idParam.optional(),
});

const OfferRoundSchema = z.object({
  kind: z.enum(OFFER_ROUND_KINDS),
  party: z.enum(OFFER_PARTIES),
  rate: z.number().nullable(),
  note: z.string().nullable(),
  validUntil: z.string().nullable(),
  at: z.string(),
  byName: z.string().nullable(),
});

/** The carrier's standing, for the broker comparing offers: score card tier and compliance. */
const CarrierStandingSchema = z.object({
  tier: z.enum(['top', 'good', 'atRisk', 'notRated']),
  tierLabel: z.string(),
  compliant: z.boolean(),
  complianceReasons: z.array(CodedMessageSchema),
});

export const OfferSchema = z.object({
  id: z.number(),
  shipmentId: z.number(),
  shipmentNumber: z.string(),
  carrier: z.object({ id: z.number(), name: z.string() }),
  /** With expiry and the load's fate applied. */
  status: z.enum(OFFER_STATUSES),
  /** The rate on the table (dollars). */
  rate: z.number(),
  rounds: z.number().int(),
  maxRounds: z.number().int(),
  validUntil: z.string(),
  acceptedAt: z.string().nullable(),
  confirmBy: z.string().nullable(),
  awaiting: z.enum(OFFER_PARTIES).nullable(),
  /** What the caller may do now. */
  actions: z.array(z.enum(OFFER_ACTIONS)),
  history: z.array(OfferRoundSchema),
  /** Shown to the load's brokerage only. */
  standing: CarrierStandingSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Offer = z.output<typeof OfferSchema>;

export const OfferListAnswerSchema = z.object({ data: z.array(OfferSchema), totalCount: z.number().int() });
export const OfferDetailAnswerSchema = z.object({ data: OfferSchema });
export const OfferAnswerSchema = z.object({ data: OfferSchema, ...ANSWER_MESSAGE_FIELDS });

/** The dashboard's card: how many negotiations wait for the caller, and the first few of them. */
export const OfferSummaryAnswerSchema = z.object({
  awaitingCount: z.number().int(),
  data: z.array(
    z.object({
      id: z.number(),
      shipmentNumber: z.string(),
      carrierName: z.string(),
      status: z.enum(OFFER_STATUSES),
      rate: z.number(),
      deadline: z.string(),
    }),
  ),
});
