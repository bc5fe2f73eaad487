import { z } from 'zod';
import { idParam, pagingQuery } from '../common/query-schemas';
import { listAnswerSchema } from '../load-board/freight-schemas';

/** Search drivers: the active drivers of a company by name, e-mail or phone. */
export const DriverSearchQuerySchema = z.object({ companyId: idParam.optional(), q: z.string().max(100).optional(), ...pagingQuery(100) });
export type DriverSearchQuery = z.input<typeof DriverSearchQuerySchema>;

export const DriverSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  mobilePhone: z.string().nullable(),
});
export type Driver = z.output<typeof DriverSchema>;

export const DriverListSchema = listAnswerSchema(DriverSchema);
export type DriverList = z.output<typeof DriverListSchema>;

export const DriverIdParamsSchema = z.object({ driverId: idParam });

export const DriverEntryLinkAnswerSchema = z.object({ data: z.object({ url: z.string(), expiresAt: z.string() }) });
export type DriverEntryLink = z.output<typeof DriverEntryLinkAnswerSchema>['data'];
