import { z } from 'zod';
import { idParam } from '../common/query-schemas';
import { SHARE_LINK_HOURS, SHARE_LINK_STATES, SHARE_TOKEN_LENGTH } from './share-link-rules';

export const CreateShareLinkBodySchema = z.object({
  hours: z
    .number()
    .int()
    .refine((hours) => (SHARE_LINK_HOURS as readonly number[]).includes(hours), { message: `Choose ${SHARE_LINK_HOURS.join(', ')} hours` })
    .describe('How long the link works: 1, 4, 24 or 72 hours'),
});
export type CreateShareLinkBody = z.input<typeof CreateShareLinkBodySchema>;

export const ShareLinkParamsSchema = z.object({ id: idParam, shareLinkId: idParam });

export const ShareLinkSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  state: z.enum(SHARE_LINK_STATES),
  createdBy: z.string(),
});
export type ShareLink = z.output<typeof ShareLinkSchema>;

export const ShareLinksAnswerSchema = z.object({ data: z.array(ShareLinkSchema) });

/** A new link: the token is answered this once (only its hash is kept). */
export const CreatedShareLinkAnswerSchema = z.object({
  data: ShareLinkSchema.extend({ token: z.string().describe('The random part of the address; shown once, stored only as its SHA-256') }),
});
export type CreatedShareLink = z.output<typeof CreatedShareLinkAnswerSchema>['data'];

export const ShareTokenBodySchema = z.object({ token: z.string().min(1).max(SHARE_TOKEN_LENGTH + 8) });

/** All a link's holder sees of the load. */
export const SharedLoadSchema = z.object({
  shipmentNumber: z.string(),
  status: z.string(),
  stops: z.array(
    z.object({
      stopNumber: z.number().int(),
      stopType: z.string(),
      city: z.string(),
      state: z.string(),
      latitude: z.number().describe('Rounded to a tenth of a degree: where the city is, not the facility'),
      longitude: z.number(),
    }),
  ),
  positionShared: z.boolean().describe('The carrier shares the position of this load (tracking consent); false hides it whatever is known'),
  lastPosition: z.object({ latitude: z.number(), longitude: z.number(), at: z.string().nullable() }).nullable(),
  eta: z.string().nullable().describe('Estimated arrival at the next stop, when the carrier shares it'),
  expiresAt: z.string(),
});
export type SharedLoad = z.output<typeof SharedLoadSchema>;
export const SharedLoadAnswerSchema = z.object({ data: SharedLoadSchema });
