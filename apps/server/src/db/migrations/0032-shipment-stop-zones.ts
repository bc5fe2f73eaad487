import { sql, type Kysely } from 'kysely';

/**
 * A shipment keeps the time zones of its first and last stop beside their city and state, so a
 * list row writes its pickup and delivery windows in the stops' own zones (a state can span two)
 * without reading the stops. A trigger on the stops keeps them; it writes only when a zone changed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table shipments add column origin_time_zone text, add column destination_time_zone text`.execute(db);
  await sql`
    create function shipment_end_zone(shipment integer, last boolean) returns text language sql stable as $$
      select iana_timezone from shipment_stops where shipment_id = shipment
      order by case when last then -stop_number else stop_number end limit 1
    $$`.execute(db);
  await sql`
    create function shipment_stops_refresh_zones() returns trigger language plpgsql as $$
    begin
      update shipments set origin_time_zone = shipment_end_zone(id, false), destination_time_zone = shipment_end_zone(id, true)
      where id in (new.shipment_id, old.shipment_id)
        and (origin_time_zone is distinct from shipment_end_zone(id, false) or destination_time_zone is distinct from shipment_end_zone(id, true));
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger shipment_stops_zones after insert or update of shipment_id, stop_number, iana_timezone or delete on shipment_stops
    for each row execute function shipment_stops_refresh_zones()`.execute(db);
  await sql`update shipments set origin_time_zone = shipment_end_zone(id, false), destination_time_zone = shipment_end_zone(id, true)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists shipment_stops_zones on shipment_stops`.execute(db);
  await sql`drop function if exists shipment_stops_refresh_zones()`.execute(db);
  await sql`drop function if exists shipment_end_zone(integer, boolean)`.execute(db);
  await sql`alter table shipments drop column destination_time_zone, drop column origin_time_zone`.execute(db);
}
