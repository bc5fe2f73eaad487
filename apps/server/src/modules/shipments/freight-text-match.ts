import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/database';
import { escapeLike } from '../../lib/like-pattern';

/**
 * The search box of the tender and rate request lists: a shipment number, origin city or
 * destination city starting with the text (any case for cities), or exactly one of the shipment's
 * reference numbers. The query must join `shipments` under that name.
 */
// The builder is typed loosely: the lists join shipments under aliases of their own tables too.
export function freightTextMatch(eb: ExpressionBuilder<any, any>, text: string): Expression<SqlBool> {
  const shipments = eb as unknown as ExpressionBuilder<Database, 'shipments'>;
  const prefix = `${escapeLike(text)}%`;
  return shipments.or([
    shipments('shipments.shipment_number', 'like', prefix),
    sql<SqlBool>`shipments.reference_numbers @> array[${text}]::text[]`,
    shipments('shipments.origin_city', 'ilike', prefix),
    shipments('shipments.destination_city', 'ilike', prefix),
  ]);
}
