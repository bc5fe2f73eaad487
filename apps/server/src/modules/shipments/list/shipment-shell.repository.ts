import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../../db/database';
import type { Db } from '../../../db/db';
import { genericPlan } from '../../../db/generic-plan';
import { perCallerQuery } from '../../../db/query-shapes';
import type { Caller } from '../../../lib/caller';
import { likePrefix, prefixRange } from '../../../lib/like-pattern';
import { countOwnInStatuses, needsUpdateSql } from './shipment-list.repository';
import { shipmentsOf } from '../access/shipments.repository';
import { lanePlaceColumns } from '../../../db/lane-columns';

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
  const [row] = await countNeedingUpdate(db, caller, filter.statuses, { now });
  return Number(row!.count);
}

/** The badge's count (the hottest call of all), built once per caller and statuses (db/query-shapes.ts). */
const countNeedingUpdate = perCallerQuery(
  (db, caller, statuses: readonly number[], { now }: { now: Date }) => {
    let query = shipmentsOf(db, caller, 'own').where(needsUpdateSql(now));
    if (statuses.length > 0) query = query.where('shipments.status', 'in', [...statuses]);
    return query.select((eb) => eb.fn.countAll<number>().as('count')).modifyEnd(genericPlan);
  },
  (statuses) => statuses.join(),
);

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
  ...lanePlaceColumns('shipments'),
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
 * - The prefix is a range of text (prefixRange), which a generic plan can walk on the index as it
 *   comes: the statements are planned once per connection, not on every keystroke (db/generic-plan.ts).
 * - References: the prefix range of shipment_reference_numbers_value_idx (one row per reference
 *   number, kept by a trigger; migration 0021) alone, capped, in a materialized CTE
 *   (`reference_matches`), and only then the visibility rule over those few ids. Left to itself
 *   the planner either walks a number index filtering every row (seconds at a million shipments)
 *   or joins the broker's whole customer index; fenced like this it stays on the prefix range
 *   (docs/performance.md, "Prefix search").
 */
export async function quickSearchShipments(db: Db, caller: Caller, input: QuickSearchInput) {
  const { from, below } = prefixRange(input.query);
  const match: Match = below === undefined ? 'like' : 'range';
  const text: SearchValues = { prefix: likePrefix(input.query), from, below: below ?? '' };
  const offset = (input.page - 1) * input.pageSize;
  const rows = input.byReference
    ? await searchPageWithReferences(db, caller, match, { ...text, limit: input.pageSize, offset, numbersLimit: offset + input.pageSize })
    : await searchPageByNumber(db, caller, match, { ...text, limit: input.pageSize, offset });

  // A short page is the last one and counts itself. Otherwise count along the same index order,
  // stopping at the cap: an exact count of "4" would visit every shipment.
  if (rows.length < input.pageSize && (rows.length > 0 || offset === 0)) return { rows, totalCount: offset + rows.length };
  const [numbers] = await cappedSearchCount(db, caller, { matches: 'numbers', match }, text);
  const numberCount = Number(numbers!.count);
  if (!input.byReference || numberCount >= QUICK_SEARCH_COUNT_CAP) return { rows, totalCount: Math.min(QUICK_SEARCH_COUNT_CAP, numberCount) };
  const [references] = await cappedSearchCount(db, caller, { matches: 'references', match }, text);
  return { rows, totalCount: Math.min(QUICK_SEARCH_COUNT_CAP, numberCount + Number(references!.count)) };
}

/** The text as a LIKE prefix, and as the range of values starting with it (prefixRange; `below` is '' when it has none). */
type SearchValues = { prefix: string; from: string; below: string };
type PageValues = SearchValues & { limit: number; offset: number };
/** How the statement says "starts with the text": a range when the text has a successor, else LIKE. */
type Match = 'range' | 'like';

function startsWith(column: RawBuilder<string>, match: Match, { prefix, from, below }: SearchValues) {
  return match === 'range' ? sql<boolean>`(${column} >= ${from} and ${column} < ${below})` : sql<boolean>`${column} like ${prefix}`;
}

/** A generic plan cannot use a LIKE pattern's prefix: only the range statements are planned once. */
const plannedOnce = <Q extends { modifyEnd(modifier: typeof genericPlan): Q }>(query: Q) => query.modifyEnd(genericPlan);

const byNumber = (db: Db, caller: Caller, match: Match, values: SearchValues) => shipmentsOf(db, caller).where(startsWith(NUMBER_C, match, values));
const byReference = (db: Db, caller: Caller, match: Match, values: SearchValues) =>
  shipmentsOf(db, caller)
    .where(sql<boolean>`shipments.id in (select id from reference_matches)`)
    .where(sql<boolean>`not ${startsWith(NUMBER_C, match, values)}`);
/** Every statement that uses byReference() starts with this CTE. */
const withReferenceMatches = (db: Db, match: Match, values: SearchValues) =>
  db.with(
    (cte) => cte('reference_matches').materialized(),
    () =>
      db
        .selectFrom('shipment_reference_numbers')
        .select('shipment_reference_numbers.shipment_id as id')
        // No DISTINCT: it would read the whole prefix range before the cap; `in (...)` dedups.
        .where(startsWith(sql<string>`shipment_reference_numbers.value collate "C"`, match, values))
        .limit(REFERENCE_MATCHES_CAP),
  );

// The search's statements, each built once per caller (db/query-shapes.ts): the visibility rule
// makes them large trees, and building them was about a sixth of a search's CPU.
const searchPageByNumber = perCallerQuery(
  (db, caller, match: Match, values: PageValues) =>
    byNumber(db, caller, match, values).select(SEARCH_COLUMNS).orderBy(NUMBER_C, 'desc').limit(values.limit).offset(values.offset).$if(match === 'range', plannedOnce),
  (match) => match,
);

const searchPageWithReferences = perCallerQuery(
  (db, caller, match: Match, values: PageValues & { numbersLimit: number }) => {
    const numberBranch = byNumber(db, caller, match, values).select(SEARCH_COLUMNS).orderBy(NUMBER_C, 'desc').limit(values.numbersLimit);
    return withReferenceMatches(db, match, values)
      .with(
        (cte) => cte('refs').materialized(),
        () => byReference(db, caller, match, values).select(SEARCH_COLUMNS).limit(QUICK_SEARCH_COUNT_CAP),
      )
      .selectFrom((qb) => qb.selectFrom(numberBranch.as('n')).selectAll().unionAll(qb.selectFrom('refs').selectAll()).as('m'))
      .selectAll()
      .orderBy(sql`m.shipment_number collate "C"`, 'desc')
      .limit(values.limit)
      .offset(values.offset)
      .$if(match === 'range', plannedOnce);
  },
  (match) => match,
);

const cappedSearchCount = perCallerQuery(
  (db, caller, { matches, match }: { matches: 'numbers' | 'references'; match: Match }, values: SearchValues) => {
    const ids: SelectQueryBuilder<Database, 'shipments', { id: number }> =
      matches === 'numbers'
        ? byNumber(db, caller, match, values).select('shipments.id').orderBy(NUMBER_C, 'desc')
        : byReference(db, caller, match, values).select('shipments.id');
    return withReferenceMatches(db, match, values)
      .selectFrom(ids.limit(QUICK_SEARCH_COUNT_CAP).as('c'))
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .$if(match === 'range', plannedOnce);
  },
  ({ matches, match }) => `${matches}|${match}`,
);
