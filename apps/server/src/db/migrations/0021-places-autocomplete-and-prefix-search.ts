import { sql, type Kysely } from 'kysely';

/**
 * Searching as people type (issue 16):
 * - postal_codes by city prefix and by code prefix: expression indexes under the "C" collation,
 *   which serve `like 'memph%'` (and its order) whatever the database collation is;
 * - shipment reference numbers by prefix ("PO-42" finds PO-4215104): the GIN index on the
 *   shipments.reference_numbers array only answers whole values, so each reference number also
 *   lives as one row of shipment_reference_numbers, kept by a trigger in the same transaction as
 *   the shipment write, with a "C" collation btree on the value. Bulk loads that run with triggers
 *   off call rebuild_shipment_reference_numbers();
 * - plausible stop times: an arrival recorded against the plausibility rule (confirmed by the
 *   person recording it) carries a note the broker sees (shipment_stops.arrival_flag).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index postal_codes_city_prefix_idx on postal_codes ((lower(city) collate "C"), state)`.execute(db);
  await sql`create index postal_codes_code_prefix_idx on postal_codes ((postal_code collate "C"))`.execute(db);

  await sql`
    create table shipment_reference_numbers (
      shipment_id integer not null references shipments(id) on delete cascade,
      value text not null,
      primary key (shipment_id, value)
    )`.execute(db);
  await sql`create index shipment_reference_numbers_value_idx on shipment_reference_numbers ((value collate "C"), shipment_id)`.execute(db);
  await sql`
    create function rebuild_shipment_reference_numbers() returns void language sql as $$
      delete from shipment_reference_numbers;
      insert into shipment_reference_numbers (shipment_id, value)
      select distinct s.id, r.value from shipments s cross join lateral unnest(s.reference_numbers) as r(value)
      where r.value <> '';
    $$`.execute(db);
  await sql`
    create function shipments_keep_reference_numbers() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' then
        if new.reference_numbers is not distinct from old.reference_numbers then return null; end if;
        delete from shipment_reference_numbers where shipment_id = new.id;
      end if;
      insert into shipment_reference_numbers (shipment_id, value)
      select distinct new.id, r.value from unnest(new.reference_numbers) as r(value) where r.value <> ''
      on conflict do nothing;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger shipments_keep_reference_numbers after insert or update of reference_numbers on shipments
    for each row execute function shipments_keep_reference_numbers()`.execute(db);
  await sql`select rebuild_shipment_reference_numbers()`.execute(db);

  await sql`alter table shipment_stops add column arrival_flag text`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table shipment_stops drop column if exists arrival_flag`.execute(db);
  await sql`drop trigger if exists shipments_keep_reference_numbers on shipments`.execute(db);
  await sql`drop function if exists shipments_keep_reference_numbers()`.execute(db);
  await sql`drop function if exists rebuild_shipment_reference_numbers()`.execute(db);
  await sql`drop table if exists shipment_reference_numbers`.execute(db);
  await sql`drop index if exists postal_codes_code_prefix_idx`.execute(db);
  await sql`drop index if exists postal_codes_city_prefix_idx`.execute(db);
}
