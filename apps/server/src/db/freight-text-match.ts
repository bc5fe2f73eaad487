import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import { escapeLike } from '../lib/like-pattern';
import type { Database } from './database';

/**
 * The search box of the tender and rate request lists: a shipment number, origin city or
 * destination city starting with the text (any case for cities), or exactly one of the shipment's
 * reference numbers. The query must join `shipments` under that name.
 */
export function freightTextMatch(text: string): Expression<SqlBool> {
  const eb = expressionBuilder<Database, 'shipments'>();
  const prefix = `${escapeLike(text)}%`;
  return eb.or([
    eb('shipments.shipment_number', 'like', prefix),
    sql<SqlBool>`shipments.reference_numbers @> array[${text}]::text[]`,
    eb('shipments.origin_city', 'ilike', prefix),
    eb('shipments.destination_city', 'ilike', prefix),
  ]);
}
