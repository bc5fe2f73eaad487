import { z } from 'zod';
import { pagingQuery, queryArray, queryBoolean, queryCode } from '../common/query-schemas';

/** The top bar's shipment search and the Shipments badge (Carrier and Trucks APIs). */

export const quickSearchQuery = z.object({ query: z.string().max(50).optional(), ...pagingQuery(100) });

const searchPlaceSchema = z.object({ city: z.string(), state: z.string(), postalCode: z.string() });

/** Shipment search result. */
export const shipmentSearchResultSchema = z.object({
  id: z.number().int(),
  shipmentNumber: z.string(),
  status: z.object({ value: z.number().int(), displayName: z.string() }),
  origin: searchPlaceSchema,
  destination: searchPlaceSchema,
  referenceNumbers: z.array(z.string()),
});
export type ShipmentSearchResult = z.output<typeof shipmentSearchResultSchema>;

export const shipmentSearchAnswerSchema = z.object({ data: z.array(shipmentSearchResultSchema), totalCount: z.number().int() });
export type ShipmentSearchAnswer = z.output<typeof shipmentSearchAnswerSchema>;

export const shipmentTotalCountQuery = z.object({ needsUpdates: queryBoolean.optional(), statuses: queryArray(queryCode) });
