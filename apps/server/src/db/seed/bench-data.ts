import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import { CITY_SPECS, loadCities, roadMiles } from './lanes-and-cities';

/**
 * Bulk shipments for benchmarks (`npm run seed -- --shipments 1000000`): set-based SQL, one
 * statement per table per chunk (insert ... select from generate_series joined to the demo's real
 * lanes), so a million loads take minutes on PostgreSQL instead of hours of round trips. Every
 * load has an order with two stops and two reference numbers, two shipment stops, the activity of
 * its status, and a line haul charge once booked; statuses, carriers and lanes are spread by
 * hashing the row number, so the same N gives the same data. Runs after the demo seed (it needs
 * its carriers, customers and users).
 */

export interface BenchOptions {
  shipments: number;
  /** Rows per transaction; smaller chunks keep memory flat on the embedded database. */
  chunkSize?: number;
  now?: Date;
  log?: (message: string) => void;
}

interface Bases {
  shipments: number;
  orders: number;
  orderStops: number;
  shipmentStops: number;
  number: number;
}

export async function generateBenchShipments(db: Kysely<Database>, options: BenchOptions): Promise<void> {
  const total = Math.floor(options.shipments);
  if (!(total > 0)) return;
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const chunkSize = options.chunkSize ?? 50_000;

  const carriers = await db
    .selectFrom('companies as c')
    .innerJoinLateral(
      (eb) => eb.selectFrom('users as u').select('u.id').whereRef('u.company_id', '=', 'c.id').orderBy('u.id').limit(1).as('u'),
      (join) => join.onTrue(),
    )
    .select(['c.id', 'c.name', 'u.id as userId'])
    .where('c.kind', '=', 'Carrier')
    .where('c.do_not_use', '=', false)
    .orderBy('c.id')
    .execute();
  const customers = await db.selectFrom('companies').select('id').where('kind', '=', 'Customer').orderBy('id').execute();
  const ops = await db.selectFrom('users as u').innerJoin('companies as c', 'c.id', 'u.company_id').select('u.id').where('c.kind', '=', 'Brokerage').orderBy('u.id').limit(1).executeTakeFirst();
  if (carriers.length === 0 || customers.length === 0 || !ops) throw new Error('Bench data needs the demo seed first (carriers, customers and a brokerage user)');

  const cities = await loadCities(db);
  const lanes: Record<string, string | number>[] = [];
  for (const origin of CITY_SPECS) {
    for (const destination of CITY_SPECS) {
      const from = cities.get(origin.key)!;
      const to = cities.get(destination.key)!;
      const miles = roadMiles(from, to);
      if (origin.key === destination.key || miles < 150 || miles > 2300) continue;
      lanes.push({
        idx: lanes.length,
        o_city: from.city, o_state: from.state, o_postal: from.postalCode, o_country: from.country, o_lat: from.latitude, o_lon: from.longitude, o_tz: from.ianaTimezone,
        d_city: to.city, d_state: to.state, d_postal: to.postalCode, d_country: to.country, d_lat: to.latitude, d_lon: to.longitude, d_tz: to.ianaTimezone,
        miles,
      });
    }
  }

  const started = Date.now();
  // One pinned connection: the lanes live in a temporary table for the whole run.
  await db.connection().execute(async (conn) => {
    await sql`drop table if exists bench_lanes`.execute(conn);
    await sql`
      create temporary table bench_lanes as
      select * from json_to_recordset(${JSON.stringify(lanes)}::json) as l(
        idx int, o_city text, o_state text, o_postal text, o_country text, o_lat float8, o_lon float8, o_tz text,
        d_city text, d_state text, d_postal text, d_country text, d_lat float8, d_lon float8, d_tz text, miles int)`.execute(conn);
    await sql`alter table bench_lanes add primary key (idx)`.execute(conn);
    await sql`analyze bench_lanes`.execute(conn);

    const bases = await readBases(conn);
    const skipChecks = await maySkipForeignKeyChecks(conn);
    log(`Generating ${total.toLocaleString('en-US')} shipments over ${lanes.length} lanes and ${carriers.length} carriers, from number ${bases.number + 1}`);
    log(skipChecks
      ? 'Foreign keys are not re-checked row by row (session_replication_role = replica): every reference is generated from existing ids'
      : 'Foreign keys are checked row by row (a superuser connection would skip that and run about three times faster)');
    for (let lo = 1; lo <= total; lo += chunkSize) {
      const hi = Math.min(total, lo + chunkSize - 1);
      await conn.transaction().execute(async (trx) => {
        if (skipChecks) await sql`set local session_replication_role = replica`.execute(trx);
        await generateChunk(trx, { lo, hi, now, bases, laneCount: lanes.length, carriers, customers: customers.map((c) => c.id), opsUserId: ops.id });
      });
      const seconds = (Date.now() - started) / 1000;
      log(`  ${hi.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} shipments (${Math.round(hi / Math.max(seconds, 0.001)).toLocaleString('en-US')}/s)`);
    }
    await sql`drop table if exists bench_lanes`.execute(conn);
  });

  for (const table of ['orders', 'order_reference_numbers', 'order_stops', 'shipments', 'shipment_stops', 'shipment_activity', 'charges'] as const) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 0) + 1 from ${sql.table(table)}), false)`.execute(db);
  }
  // The chunks may have run with triggers off: recount what the status-count trigger would have kept,
  // and list the reference numbers the reference-number trigger would have (prefix search).
  await sql`select rebuild_shipment_status_counts()`.execute(db);
  await sql`select rebuild_shipment_reference_numbers()`.execute(db);
  // VACUUM, not only ANALYZE: it marks pages all-visible (index-only counts) and flushes GIN
  // pending lists, which autovacuum would do later (and never, where it is switched off).
  log('Vacuuming and analyzing tables...');
  await sql`vacuum (analyze) orders, order_reference_numbers, order_stops, shipments, shipment_reference_numbers, shipment_stops, shipment_activity, charges`.execute(db);
  log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Foreign-key checks are row-by-row triggers and cost three quarters of the load time. The
 * generator only points at rows that exist (the demo's companies and users, and rows of the same
 * chunk), so when the role may switch them off (superusers: the usual benchmark database, and
 * the embedded one) the chunks run with session_replication_role = replica.
 */
async function maySkipForeignKeyChecks(db: Kysely<Database>): Promise<boolean> {
  const row = await sql<{ allowed: boolean }>`
    select coalesce((select rolsuper from pg_roles where rolname = current_user), false) as allowed`.execute(db);
  return row.rows[0]?.allowed === true;
}

async function readBases(db: Kysely<Database>): Promise<Bases> {
  const row = await sql<{ shipments: number; orders: number; order_stops: number; shipment_stops: number; number: number }>`
    select
      (select coalesce(max(id), 0) from shipments)::bigint as shipments,
      (select coalesce(max(id), 0) from orders)::bigint as orders,
      (select coalesce(max(id), 0) from order_stops)::bigint as order_stops,
      (select coalesce(max(id), 0) from shipment_stops)::bigint as shipment_stops,
      (select coalesce(max(shipment_number::bigint), 4100000) from shipments where shipment_number ~ '^[0-9]{1,12}$')::bigint as number`.execute(db);
  const r = row.rows[0];
  return { shipments: Number(r.shipments), orders: Number(r.orders), orderStops: Number(r.order_stops), shipmentStops: Number(r.shipment_stops), number: Number(r.number) };
}

interface Chunk {
  lo: number;
  hi: number;
  now: Date;
  bases: Bases;
  laneCount: number;
  carriers: { id: number; name: string; userId: number }[];
  customers: number[];
  opsUserId: number;
}

/** Rows lo..hi: one working table of every choice, then one insert per target table. */
async function generateChunk(trx: Kysely<Database>, c: Chunk): Promise<void> {
  const carrierIds = c.carriers.map((x) => x.id);
  const carrierUsers = c.carriers.map((x) => x.userId);
  const carrierNames = c.carriers.map((x) => x.name);
  const { bases } = c;

  // r(k): a reproducible 31-bit number per row and purpose. Each step is materialised: the later
  // steps read earlier columns many times, and inlining them would recompute the whole chain each time.
  await sql`
    create temporary table bench_gen on commit drop as
    with src as materialized (
      select g,
        hashint8(g * 8 + 1)::bigint & 2147483647 as r_status,
        hashint8(g * 8 + 2)::bigint & 2147483647 as r_lane,
        hashint8(g * 8 + 3)::bigint & 2147483647 as r_carrier,
        hashint8(g * 8 + 4)::bigint & 2147483647 as r_customer,
        hashint8(g * 8 + 5)::bigint & 2147483647 as r_time,
        hashint8(g * 8 + 6)::bigint & 2147483647 as r_misc
      from generate_series(${c.lo}::bigint, ${c.hi}::bigint) as g
    ),
    typed as materialized (
      select src.*,
        (case
          when r_status % 100 < 60 then 8 when r_status % 100 < 68 then 7 when r_status % 100 < 74 then 3
          when r_status % 100 < 77 then 4 when r_status % 100 < 82 then 5 when r_status % 100 < 84 then 6
          when r_status % 100 < 94 then 1 when r_status % 100 < 96 then 2 when r_status % 100 < 97 then 0
          else -1 end)::smallint as status,
        l.*,
        make_interval(hours => ceil(l.miles / 45.0)::int + 2) as transit,
        (array['Dry','Dry','Dry','Reefer','Reefer','Flatbed','Bulk'])[1 + (r_misc % 7)::int] as equipment_mode
      from src join bench_lanes l on l.idx = src.r_lane % ${c.laneCount}
    ),
    timed as materialized (
      select t.*,
        case
          when status = 8 then date_trunc('hour', ${c.now}::timestamptz - make_interval(days => 6 + (r_time % 360)::int, hours => (r_time % 24)::int)) - transit - interval '2 hours'
          when status = 7 then date_trunc('hour', ${c.now}::timestamptz - make_interval(hours => 3 + (r_time % 216)::int)) - transit - interval '2 hours'
          when status = 6 then ${c.now}::timestamptz - transit - interval '1 hour'
          when status = 5 then date_trunc('hour', ${c.now}::timestamptz) - transit * (0.4 + (r_time % 40) / 100.0)::float8
          when status = 4 then date_trunc('hour', ${c.now}::timestamptz) + make_interval(hours => 1 + (r_time % 20)::int)
          when status = 3 then date_trunc('hour', ${c.now}::timestamptz) + make_interval(hours => (r_time % 120)::int - 12)
          when status = -1 then date_trunc('hour', ${c.now}::timestamptz) + make_interval(days => (r_time % 60)::int - 40)
          else date_trunc('hour', ${c.now}::timestamptz) + make_interval(days => 1 + (r_time % 10)::int, hours => 6 + (r_time % 9)::int)
        end as pe,
        status >= 3 or (status = -1 and r_carrier % 2 = 0) as has_carrier
      from typed t
    ),
    placed as materialized (
    select
      g,
      ${bases.shipments}::bigint + g as sid,
      ${bases.orders}::bigint + g as oid,
      ${bases.orderStops}::bigint + 2 * g - 1 as os1,
      ${bases.orderStops}::bigint + 2 * g as os2,
      ${bases.shipmentStops}::bigint + 2 * g - 1 as ss1,
      ${bases.shipmentStops}::bigint + 2 * g as ss2,
      (${bases.number}::bigint + g)::text as number,
      status,
      case when has_carrier then (${carrierIds}::int[])[1 + (r_carrier % ${carrierIds.length})::int] end as carrier_id,
      case when has_carrier then (${carrierUsers}::int[])[1 + (r_carrier % ${carrierIds.length})::int] end as carrier_user_id,
      case when has_carrier then (${carrierNames}::text[])[1 + (r_carrier % ${carrierIds.length})::int] end as carrier_name,
      (${c.customers}::int[])[1 + (r_customer % ${c.customers.length})::int] as customer_id,
      o_city, o_state, o_postal, o_country, o_lat, o_lon, o_tz, d_city, d_state, d_postal, d_country, d_lat, d_lon, d_tz,
      miles, equipment_mode,
      (18000 + (r_misc % 27) * 1000)::int as weight_lbs,
      (round(miles * (230 + r_misc % 90) / 2500.0) * 2500)::int as rate_cents,
      'PO-' || (4000000 + r_customer % 1000000) as po,
      'BOL' || lpad((g % 100000000)::text, 8, '0') as bol,
      pe, pe + interval '3 hours' as pl, pe + transit as de, pe + transit + interval '3 hours' as dl,
      case when status in (5, 6, 7, 8) then pe + interval '20 minutes' end as p_arr,
      case when status in (5, 6, 7, 8) then pe + interval '110 minutes' end as p_dep,
      case when status in (6, 7, 8) then pe + transit + interval '15 minutes' end as d_arr,
      case when status in (7, 8) then pe + transit + interval '95 minutes' end as d_dep,
      least(pe - make_interval(days => 1 + (r_misc % 5)::int, mins => (r_time % 600)::int), ${c.now}::timestamptz - interval '1 hour') as created_at
    from timed
    ),
    booked as materialized (
      select placed.*,
        case when carrier_id is not null then created_at + (least(pe, ${c.now}::timestamptz) - created_at) / 3 end as booked_at
      from placed
    ),
    dispatched as materialized (
      select booked.*,
        case when status >= 4 then booked_at + (least(pe, ${c.now}::timestamptz) - booked_at) / 2 end as dispatched_at
      from booked
    )
    select dispatched.*,
      case
        when status = 8 then least(d_dep + interval '1 day', ${c.now}::timestamptz)
        when status = -1 then least(coalesce(booked_at, created_at) + interval '2 hours', ${c.now}::timestamptz)
        when status = 2 then created_at + interval '10 minutes'
        else coalesce(d_dep, d_arr, p_dep, dispatched_at, booked_at, created_at)
      end as last_at
    from dispatched`.execute(trx);

  await sql`
    insert into orders (id, order_number, customer_id, created_by_user_id, status, origination, shipping_mode, equipment_mode, created_at, updated_at)
    select oid, 'ORD-' || (2100000 + oid), customer_id, ${c.opsUserId}, case when status = -1 then -1 when status = 0 then 0 else 1 end,
           (array['TmsContract','TmsContract','TmsSpot','Portal'])[1 + (g % 4)::int], 'TL', equipment_mode, created_at, last_at
    from bench_gen`.execute(trx);
  await sql`
    insert into order_reference_numbers (order_id, label, value, type_id)
    select b.oid, v.label, v.value, v.type_id from bench_gen b
    cross join lateral (values ('PO', b.po, 1), ('BOL', b.bol, 2)) as v(label, value, type_id)`.execute(trx);
  await sql`
    insert into order_stops (id, order_id, stop_number, stop_type, early_date_time, late_date_time, name, city, state, postal_code, latitude, longitude, iana_timezone)
    select os1, oid, 0, 'Pickup', pe, pl, o_city, o_city, o_state, o_postal, o_lat, o_lon, 'America/Chicago' from bench_gen
    union all
    select os2, oid, 1, 'Dropoff', de, dl, d_city, d_city, d_state, d_postal, d_lat, d_lon, 'America/Chicago' from bench_gen`.execute(trx);

  await sql`
    insert into shipments (
      id, shipment_number, order_id, customer_id, carrier_id, status, shipping_mode, equipment_mode, weight_lbs, total_miles,
      rate_cents, max_buy_cents, posted_rate_cents, reference_numbers,
      origin_city, origin_state, origin_postal_code, origin_latitude, origin_longitude,
      destination_city, destination_state, destination_postal_code, destination_latitude, destination_longitude,
      origin_time_zone, destination_time_zone,
      pickup_early, pickup_late, delivery_early, delivery_late, next_stop_due_at, update_due_at, last_activity_at,
      last_latitude, last_longitude, last_location_at, is_on_time, booked_at, booked_by_user_id, delivered_at, created_at, updated_at)
    select
      sid, number, oid, customer_id, carrier_id, status, 'TL', equipment_mode, weight_lbs, miles,
      case when status >= 3 then rate_cents end,
      case when status <> 0 then (rate_cents * 1.1)::int end,
      case when status in (1, 2) then rate_cents end,
      array[po, bol],
      o_city, o_state, o_postal, o_lat, o_lon, d_city, d_state, d_postal, d_lat, d_lon,
      -- As the shipment_stops_zones trigger would (chunks may run with triggers off).
      o_tz, d_tz,
      pe, pl, de, dl,
      case when status in (3, 4) then pl when status = 5 then dl end,
      -- As the shipments_update_due_at trigger would (chunks may run with triggers off).
      case when status in (3, 4) then pl when status = 5 then dl when status = 6 then d_arr + interval '24 hours' end,
      last_at,
      case when status = 5 then (o_lat + d_lat) / 2 when status in (6, 7, 8) then d_lat end,
      case when status = 5 then (o_lon + d_lon) / 2 when status in (6, 7, 8) then d_lon end,
      case when status = 5 then ${c.now}::timestamptz - interval '20 minutes' when status = 6 then d_arr when status in (7, 8) then d_dep end,
      case when status < 3 then null when status in (3, 4) then pl >= ${c.now}::timestamptz else true end,
      booked_at, case when booked_at is not null then carrier_user_id end,
      d_dep, created_at, last_at
    from bench_gen`.execute(trx);

  await sql`
    insert into shipment_stops (id, shipment_id, order_stop_id, stop_number, stop_type, name, city, state, postal_code, country,
                                latitude, longitude, iana_timezone, early, late, arrived_at, departed_at)
    select ss1, sid, os1, 0, 'Pickup', o_city || ' Distribution Center', o_city, o_state, o_postal, o_country, o_lat, o_lon, o_tz, pe, pl, p_arr, p_dep
    from bench_gen
    union all
    select ss2, sid, os2, 1, 'Dropoff', d_city || ' Receiving', d_city, d_state, d_postal, d_country, d_lat, d_lon, d_tz, de, dl, d_arr, d_dep
    from bench_gen`.execute(trx);

  await sql`
    insert into shipment_activity (shipment_id, kind, description, status_before, status_after, stop_id, user_id, city, state, latitude, longitude, time_stamp)
    select b.sid, v.kind, v.description, v.status_before, v.status_after, v.stop_id, v.user_id, v.city, v.state, v.latitude, v.longitude, v.at
    from bench_gen b
    cross join lateral (values
      ('Created', 'Shipment created', null::smallint, (case when b.status = 0 then 0 else 1 end)::smallint, null::int, ${c.opsUserId}::int, null::text, null::text, null::float8, null::float8, b.created_at),
      ('Tendered', 'Tendered to carriers', 1::smallint, 2::smallint, null::int, ${c.opsUserId}::int, null, null, null, null,
        case when b.status = 2 then b.last_at end),
      ('Booked', 'Booked by ' || b.carrier_name, 1::smallint, 3::smallint, null::int, b.carrier_user_id, null, null, null, null, b.booked_at),
      ('Dispatched', 'Dispatched', 3::smallint, 4::smallint, null::int, b.carrier_user_id, null, null, null, null, b.dispatched_at),
      ('Arrival', 'Arrived at ' || b.o_city || ' Distribution Center', 4::smallint, 6::smallint, b.ss1::int, b.carrier_user_id, b.o_city, b.o_state, b.o_lat, b.o_lon, b.p_arr),
      ('Departure', 'Departed ' || b.o_city || ' Distribution Center', 6::smallint, 5::smallint, b.ss1::int, b.carrier_user_id, b.o_city, b.o_state, b.o_lat, b.o_lon, b.p_dep),
      ('Arrival', 'Arrived at ' || b.d_city || ' Receiving', 5::smallint, 6::smallint, b.ss2::int, b.carrier_user_id, b.d_city, b.d_state, b.d_lat, b.d_lon, b.d_arr),
      ('Departure', 'Departed ' || b.d_city || ' Receiving; delivered', 6::smallint, 7::smallint, b.ss2::int, b.carrier_user_id, b.d_city, b.d_state, b.d_lat, b.d_lon, b.d_dep),
      ('DeliveryConfirmed', 'Delivery confirmed; paperwork received', 7::smallint, 8::smallint, null::int, ${c.opsUserId}::int, null, null, null, null,
        case when b.status = 8 then b.last_at end),
      ('Voided', 'Shipment voided', (case when b.booked_at is null then 1 else 3 end)::smallint, -1::smallint, null::int, ${c.opsUserId}::int, null, null, null, null,
        case when b.status = -1 then b.last_at end)
    ) as v(kind, description, status_before, status_after, stop_id, user_id, city, state, latitude, longitude, at)
    where v.at is not null`.execute(trx);

  await sql`
    insert into charges (shipment_id, description, charge_type_name, rate_cents, units, created_at)
    select sid, 'Line Haul', 'Line Haul', rate_cents, 1, booked_at from bench_gen where status >= 3`.execute(trx);
}
