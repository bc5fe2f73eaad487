/**
 * The load board rows of the bench: 4,000 different searches in the board's default order and 4,000
 * in its other orders (generated as carriers make them: apps/server/src/db/seed/board-searches.ts),
 * beside the one repeated Chicago search. Their raw SQL is what the server sends for each search,
 * captured by running the server's own search code against the bench database with a statement log,
 * values written in. pgbench runs it through `bench_board_search(row, k)`, a function that executes
 * search k's statements and builds each page's rows as JSON, as the server answers them.
 */
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { AvailableShipmentsQuerySchema } from '@portal/domain/load-board/load-board-schemas';
import type { Database } from '../apps/server/src/db/database';
import { boardSearches, boardSearchQueryString } from '../apps/server/src/db/seed/board-searches';
import { loadCities } from '../apps/server/src/db/seed/lanes-and-cities';
import { searchAvailableShipments } from '../apps/server/src/modules/load-board/available-shipments.service';

export const BOARD_SEARCHES = 4_000;
export const SEARCH_PATH = '/portal/api/available-shipments';

/** The generated searches of a row, as request paths. */
export async function boardSearchPaths(databaseUrl: string, orders: 'pickup' | 'other'): Promise<string[]> {
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 1 }) }) });
  try {
    const cities = [...(await loadCities(db)).values()];
    const days = Array.from({ length: 10 }, (_, i) => new Date(Date.now() + (i + 1) * 86_400_000).toISOString().slice(0, 10));
    return boardSearches(cities, { count: BOARD_SEARCHES, orders, days, seed: orders === 'pickup' ? 101 : 202 }).map((s) => `${SEARCH_PATH}?${boardSearchQueryString(s)}`);
  } finally {
    await db.destroy();
  }
}

/** A value written into SQL as a literal (the statement log's parameters). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (Array.isArray(value)) return `'{${value.map((v) => (typeof v === 'string' ? `"${v.replace(/["\\]/g, '\\$&')}"` : String(v))).join(',')}}'`;
  return `'${String(value).replace(/'/g, "''")}'`;
}

function inline(query: CompiledQuery): string {
  return query.sql.replace(/\$(\d+)/g, (_, n: string) => literal(query.parameters[Number(n) - 1]));
}

function queryOf(path: string) {
  const params: Record<string, string | string[]> = {};
  for (const [name, value] of new URL(path, 'http://bench').searchParams) {
    const had = params[name];
    params[name] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
  }
  return AvailableShipmentsQuerySchema.parse(params);
}

/**
 * Runs each path's search through the server's code and keeps the statements it sends over the
 * shipments (the place lookup is remembered by the server, so it is left out), values written in.
 */
export async function captureStatements(databaseUrl: string, paths: readonly string[]): Promise<string[][]> {
  let captured: string[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 1 }) }),
    log: (event) => {
      if (event.level === 'query' && /\bshipments\b/.test(event.query.sql)) captured.push(inline(event.query));
    },
  });
  try {
    const all: string[][] = [];
    for (const path of paths) {
      captured = [];
      await searchAvailableShipments(db, queryOf(path));
      all.push(captured);
    }
    return all;
  } finally {
    await db.destroy();
  }
}

/** Stores each row's statements in the bench database and (re)creates bench_board_search. */
export async function storeStatements(databaseUrl: string, rows: Record<string, string[][]>): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('create table if not exists bench_board_statements (row_key text, k int, statements text[], primary key (row_key, k))');
    await client.query(`
      create or replace function bench_board_search(key text, pick int) returns int language plpgsql as $$
      declare
        statement text;
        answer text;
        size int := 0;
      begin
        foreach statement in array (select statements from bench_board_statements where row_key = key and k = pick) loop
          execute 'select json_agg(r)::text from (' || statement || ') r' into answer;
          size := size + coalesce(length(answer), 0);
        end loop;
        return size;
      end $$`);
    for (const [key, searches] of Object.entries(rows)) {
      await client.query('delete from bench_board_statements where row_key = $1', [key]);
      await client.query('insert into bench_board_statements select $1, k, statements from unnest($2::text[]) with ordinality as s(statements_json, k), lateral (select array(select json_array_elements_text(statements_json::json)) as statements) x', [
        key,
        searches.map((statements) => JSON.stringify(statements)),
      ]);
    }
  } finally {
    await client.end();
  }
}
