import { z } from 'zod';
import { idParam } from '../common/query-schemas';

/**
 * EDI locations: the location codes a customer sends in its 204 tenders (N1 loops), mapped to
 * locations. A code names one location per customer; mapping it twice is a conflict (409).
 */
export const EdiLocationsQuerySchema = z.object({ customerId: z.coerce.number().int().positive().max(2_147_483_647) });

export const EdiLocationBodySchema = z.object({
  customerId: z.number().int().positive().max(2_147_483_647),
  code: z
    .string()
    .trim()
    .min(1, 'Code is required')
    .max(35)
    .regex(/^[A-Za-z0-9._-]+$/, 'Letters, digits, dot, dash and underscore only')
    .transform((code) => code.toUpperCase()),
  locationId: z.number().int().positive().max(2_147_483_647),
});
export type EdiLocationInput = z.output<typeof EdiLocationBodySchema>;
export type EdiLocationBody = z.input<typeof EdiLocationBodySchema>;

export const EdiLocationIdParamsSchema = z.object({ id: idParam });

export const EdiLocationSchema = z.object({
  id: z.number(),
  customerId: z.number(),
  customerName: z.string(),
  code: z.string(),
  location: z.object({ id: z.number(), locationNumber: z.string(), name: z.string(), city: z.string(), province: z.string(), postalCode: z.string() }),
  createdAt: z.string(),
});
export type EdiLocation = z.output<typeof EdiLocationSchema>;

export const EdiLocationListSchema = z.object({ data: z.array(EdiLocationSchema), totalCount: z.number() });
export const EdiLocationAnswerSchema = z.object({ data: EdiLocationSchema });

/** The customers a carrier has hauled for: whose codes it may map. */
export const EdiCustomerListSchema = z.object({ data: z.array(z.object({ id: z.number(), name: z.string() })), totalCount: z.number() });
