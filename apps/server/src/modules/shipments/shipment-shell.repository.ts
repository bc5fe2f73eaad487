import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/database';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { escapeLike } from '../../lib/like-pattern';
import { countOwnInStatuses, needsUpdateSql } from './shipment-list.repository';
import { shipmentsOf } from './shipments.repository';

/** More matches than this are answered as this many (counting every match of "1" would be a scan). */
export const QUICK_SEARCH_COUNT_CAP = 200;
/** Shipments of any company with a reference number starting with the text that the search looks at. */
const REFERENCE_MATCHES_CAP = 1000;

/**
 * The Shipments badge and list total: the caller's own freight (scope `own`: booked to a carrier,
 * a broker's customer shipments, a driver's assigned loads; never the load board), optionally
 * only some statuses, optionally only those needing an update (the same rule as the list filter).
 */
export async function countOwnShipments(db: Db, caller: Caller, filter: { statuses: readonly number[]; needsUpdates: boolean }, now: Date): Promise<number> {
  if (!filter.needsUpdates) return countOwnInStatuses(db, caller, filter.statuses);
  let query = shipmentsOf(db, caller, 'own').where(needsUpdateSql(now));
  if (filter.statuses.length > 0) query = query.where('shipments.status', 'in', [...filter.statuses]);
  const row = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface QuickSearchInput {
  /** Trimmed, non-empty. */
  query: string;
  /** Also match an exact reference number (brokers and the brokerage). */
  byReference: boolean;
  page: number;
  pageSize: number;
}

const SEARCH_COLUMNS = [
  'shipments.id',
  'shipments.shipment_number',
  'shipments.status',
  'shipments.origin_city',
  'shipments.origin_state',
  'shipments.origin_postal_code',
  'shipments.destination_city',
  'shipments.destination_state',
  'shipments.destination_postal_code',
  'shipments.reference_numbers',
] as const;

/** The number under the "C" collation, as shipments_number_c_idx holds it (prefix match and order). */
const NUMBER_C = sql<string>`shipments.shipment_number collate "C"`;

/**
 * Shipment number or reference number (brokers) by prefix, within what the caller may see; never
 * a leading wildcard. Newest numbers first.
 *
 * - Numbers: prefix match and order both on shipments_number_c_idx, so PostgreSQL walks the index
 *   backwards from the end of the prefix range and stops after one page, for "4" as for "4100542".
 * - References: the prefix range of shipment_reference_numbers_value_idx (one row per reference
 *   number, kept by a trigger; migration 0021) alone, capped, in a materialized CTE
 *   (`reference_matches`), and only then the visibility rule over those few ids. Left to itself
 *   the planner either walks a number index filtering every row (seconds at a million shipments)
 *   or joins the broker's whole customer index; fenced like this it stays on the prefix range
 *   (docs/performance.md, "Prefix search").
 */
export async function quickSearchShipments(db: Db, caller: Caller, input: QuickSearchInput) {
  const prefix = `${escapeLike(input.query)}%`;
  const offset = (input.page - 1) * input.pageSize;
  const byNumber = () => shipmentsOf(db, caller).where(NUMBER_C, 'like', prefix);
  const byReference = () =>
    shipmentsOf(db, caller)
      .where(sql<boolean>`shipments.id in (select id from reference_matches)`)
      .where(NUMBER_C, 'not like', prefix);
  // Every statement that uses byReference() starts with this CTE.
  const referenceMatches = db.with(
    (cte) => cte('reference_matches').materialized(),
    () =>
      db
        .selectFrom('shipment_reference_numbers')
        .select('shipment_reference_numbers.shipment_id as id')
        // No DISTINCT: it would read the whole prefix range before the cap; `in (...)` dedups.
        .where(sql<string>`shipment_reference_numbers.value collate "C"`, 'like', prefix)
        .limit(REFERENCE_MATCHES_CAP),
  );

  let rows;
  if (!input.byReference) {
    rows = await byNumber().select(SEARCH_COLUMNS).orderBy(NUMBER_C, 'desc').limit(input.pageSize).offset(offset).execute();
  } else {
    const numberBranch = byNumber()
      .select(SEARCH_COLUMNS)
      .orderBy(NUMBER_C, 'desc')
      .limit(offset + input.pageSize);
    rows = await referenceMatches
      .with(
        (cte) => cte('refs').materialized(),
        () => byReference().select(SEARCH_COLUMNS).limit(QUICK_SEARCH_COUNT_CAP),
      )
      .selectFrom((qb) => qb.selectFrom(numberBranch.as('n')).selectAll().unionAll(qb.selectFrom('refs').selectAll()).as('m'))
      .selectAll()
      .orderBy(sql`m.shipment_number collate "C"`, 'desc')
      .limit(input.pageSize)
      .offset(offset)
      .execute();
  }

  // A short page is the last one and counts itself. Otherwise count along the same index order,
  // stopping at the cap: an exact count of "4" would visit every shipment.
  if (rows.length < input.pageSize && (rows.length > 0 || offset === 0)) return { rows, totalCount: offset + rows.length };
  const cappedCount = async (matches: SelectQueryBuilder<Database, 'shipments', { id: number }>) => {
    const row = await referenceMatches
      .selectFrom(matches.limit(QUICK_SEARCH_COUNT_CAP).as('c'))
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  const numbers = await cappedCount(byNumber().select('shipments.id').orderBy(NUMBER_C, 'desc'));
  const references = input.byReference && numbers < QUICK_SEARCH_COUNT_CAP ? await cappedCount(byReference().select('shipments.id')) : 0;
  return { rows, totalCount: Math.min(QUICK_SEARCH_COUNT_CAP, numbers + references) };
}
