import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AvailableShipmentsQuerySchema } from '@portal/domain/load-board/load-board-schemas';
import { connectDatabase, type DatabaseHandle } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import { generateBenchShipments } from '../../src/db/seed/bench-data';
import { boardSearches, type BoardSearchParams } from '../../src/db/seed/board-searches';
import { CITY_SPECS, loadCities } from '../../src/db/seed/lanes-and-cities';
import { seedDemo } from '../../src/db/seed/seed-demo';
import { TEST_PASSWORD_HASH_COST } from '../../src/modules/auth/password';
import { findLoadsNear, searchAvailableShipments } from '../../src/modules/load-board/available-shipments.service';
import { adminUrl, runDatabaseName } from '../test-database';
import { withDatabase } from '../global-setup';

/**
 * The board's answers do not depend on the engine or on the walk: the same seeded board on the
 * embedded database and on PostgreSQL gives the same pages and counts for 200 generated searches (and
 * 50 searches near a point, as reloads and lane matches make), and on each engine the walk by cells
 * gives what ranking the whole board gives.
 */
const NOW = new Date('2026-11-27T15:00:00.000Z');
const SHIPMENTS = 12_000;
const POSTGRES_URL = process.env.TEST_DATABASE_URL;
const DAYS = Array.from({ length: 12 }, (_, i) => new Date(NOW.getTime() + i * 86_400_000).toISOString().slice(0, 10));

async function seededBoard(handle: DatabaseHandle) {
  await migrateToLatest(handle.db);
  await seedDemo(handle.db, { passwordHashCost: TEST_PASSWORD_HASH_COST, now: NOW });
  await generateBenchShipments(handle.db, { shipments: SHIPMENTS, now: NOW, chunkSize: 4_000 });
  await sql`analyze`.execute(handle.db);
  return handle;
}

const parse = (search: BoardSearchParams) => AvailableShipmentsQuerySchema.parse(search);

// It seeds a board on each engine (about a minute): it runs with the server tests on PostgreSQL
// (TEST_DATABASE_URL, as CI runs them), not in every `npm test`.
describe.runIf(POSTGRES_URL)('the load board on both engines and both walks', () => {
  const databaseName = runDatabaseName('board_parity');
  let embedded: DatabaseHandle;
  let postgres: DatabaseHandle;
  let searches: BoardSearchParams[];
  let points: { latitude: number; longitude: number }[];

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl(POSTGRES_URL!) });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    [embedded, postgres] = await Promise.all([
      connectDatabase({}).then(seededBoard),
      connectDatabase({ databaseUrl: withDatabase(POSTGRES_URL!, databaseName), maxConnections: 4 }).then(seededBoard),
    ]);
    const cities = [...(await loadCities(embedded.db)).values()].filter((city) => CITY_SPECS.some((spec) => spec.key === city.key));
    // Two searches over the whole board, which holds more loads than a count goes to.
    searches = [{}, { sortProperty: 'rate', sortDirection: 'desc', page: '3' }, ...boardSearches(cities, { count: 198, orders: 'any', days: DAYS, seed: 5 })];
    points = boardSearches(cities, { count: 50, orders: 'pickup', days: DAYS, seed: 9 }).map((s) => ({ latitude: Number(s.originLat), longitude: Number(s.originLng) }));
  }, 240_000);

  afterAll(async () => {
    await Promise.all([embedded?.close(), postgres?.close()]);
    const admin = new pg.Client({ connectionString: adminUrl(POSTGRES_URL!) });
    await admin.connect();
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  });

  /** The search's answer on PostgreSQL, checked to be the embedded database's and the whole-board walk's too. */
  async function sameEverywhere(search: BoardSearchParams) {
    const query = parse(search);
    const onPostgres = await searchAvailableShipments(postgres.db, query, NOW);
    expect(await searchAvailableShipments(embedded.db, query, NOW), JSON.stringify(search)).toEqual(onPostgres);
    expect(await searchAvailableShipments(postgres.db, query, NOW, 'whole-board'), JSON.stringify(search)).toEqual(onPostgres);
    return onPostgres;
  }

  it('answers 200 searches the same on the embedded database and PostgreSQL, by cells and over the whole board', async () => {
    let loads = 0;
    let capped = 0;
    for (const search of searches) {
      const onPostgres = await sameEverywhere(search);
      loads += onPostgres.data.length;
      if (onPostgres.totalCountCapped) capped++;
    }
    // The sample is worth comparing: most searches find loads, and some stop counting at the cap.
    expect(loads).toBeGreaterThan(2_000);
    expect(capped).toBeGreaterThan(0);
  });

  it('answers nearest-first searches (origin or destination distance, ascending) the same way, ties at one place included', async () => {
    let loads = 0;
    const cities = [...(await loadCities(embedded.db)).values()].filter((city) => CITY_SPECS.some((spec) => spec.key === city.key));
    const nearestFirst = boardSearches(cities, { count: 40, orders: 'pickup', days: DAYS, seed: 13 }).map((search, i) => {
      if (i % 2 === 0) return { ...search, sortProperty: 'originDistance', page: String(1 + (i % 3)) };
      // Nearest a destination at one of the board's cities, from anywhere (no origin: nothing to walk by cells).
      const to = cities[i % cities.length]!;
      const { originLat, originLng, originRadius, ...rest } = search;
      return { ...rest, destinationLat: String(to.latitude), destinationLng: String(to.longitude), destinationRadius: '200', sortProperty: 'destinationDistance', page: String(1 + (i % 3)) };
    });
    for (const search of nearestFirst) {
      const onPostgres = await sameEverywhere(search);
      loads += onPostgres.data.length;
    }
    expect(loads).toBeGreaterThan(300);
  });

  it('answers searches near a point (reloads, lane matches) the same way', async () => {
    let loads = 0;
    for (const [i, point] of points.entries()) {
      const near = { pickupNear: point, radiusMiles: 50 + (i % 7) * 25, pickupAfter: NOW, page: 1 + (i % 3), pageSize: 50 };
      const onPostgres = await findLoadsNear(postgres.db, near, NOW);
      expect(await findLoadsNear(embedded.db, near, NOW)).toEqual(onPostgres);
      expect(await findLoadsNear(postgres.db, near, NOW, 'whole-board')).toEqual(onPostgres);
      loads += onPostgres.data.length;
    }
    expect(loads).toBeGreaterThan(500);
  });
});
