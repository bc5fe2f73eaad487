import { sql, type Kysely } from 'kysely';

/**
 * Know your driver: before pickup the load's driver confirms, from the phone, their name and the truck
 * they are in. One current confirmation a load (the newest replaces the last). It holds only for the
 * driver who gave it: when that driver comes off the load (another is assigned instead, or the
 * booking is cancelled), a trigger on the assignments removes it, whichever path made the change.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table driver_confirmations (
    shipment_id integer primary key references shipments (id) on delete cascade,
    driver_id integer not null references drivers (id),
    user_id integer references users (id),
    confirmed_name text not null,
    truck_number text not null,
    confirmed_at timestamptz not null default now(),
    user_agent text
  )`.execute(db);
  await sql`create index driver_confirmations_driver_idx on driver_confirmations (driver_id)`.execute(db);

  await sql`
    create function driver_confirmations_follow_assignment() returns trigger language plpgsql as $$
    begin
      delete from driver_confirmations where shipment_id = old.shipment_id and driver_id = old.driver_id;
      return null;
    end
    $$`.execute(db);
  await sql`create trigger shipment_drivers_clear_confirmation after delete on shipment_drivers
    for each row execute function driver_confirmations_follow_assignment()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger shipment_drivers_clear_confirmation on shipment_drivers`.execute(db);
  await sql`drop function driver_confirmations_follow_assignment()`.execute(db);
  await sql`drop table driver_confirmations`.execute(db);
}
