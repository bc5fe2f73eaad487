import { sql, type Kysely } from 'kysely';

/**
 * Positions at fleet scale: every point of every device, one table partitioned by day (the server
 * creates each day's partition ahead of time). A day is thinned once it is over and dropped whole
 * when it leaves the retention, which costs nothing like deleting its rows. The key makes a resent
 * point a no-op. position_days remembers which days were thinned.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table positions (
    company_id integer not null,
    device_id text not null,
    recorded_at timestamptz not null,
    latitude double precision not null,
    longitude double precision not null,
    speed_mph real,
    heading_degrees real,
    shipment_id integer,
    source text not null,
    received_at timestamptz not null default now(),
    primary key (company_id, device_id, recorded_at)
  ) partition by range (recorded_at)`.execute(db);
  await sql`create index positions_shipment_idx on positions (shipment_id, recorded_at) where shipment_id is not null`.execute(db);
  // A moving load's row is rewritten at every position. With room left in its page the new version
  // stays there and none of the table's indexes is touched (a HOT update): without it, each position
  // wrote an entry in every index of shipments.
  await sql`alter table shipments set (fillfactor = 80)`.execute(db);
  // A truck's point finds the load it hauls by unit number among the carrier's moving loads.
  await sql`create index shipments_moving_truck_idx on shipments (carrier_id, truck_number) where status between 3 and 6 and truck_number is not null`.execute(db);
  await sql`create table position_days (
    day date primary key,
    thinned_at timestamptz
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table position_days`.execute(db);
  await sql`drop index shipments_moving_truck_idx`.execute(db);
  await sql`alter table shipments reset (fillfactor)`.execute(db);
  await sql`drop table positions`.execute(db);
}
