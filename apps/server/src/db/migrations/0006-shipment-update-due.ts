import { sql, type Kysely } from 'kysely';

/**
 * `update_due_at`: the instant from which the carrier owes an update on a shipment (the domain's
 * needsUpdate rule, packages/domain/src/shipments/lifecycle.ts), so "needs an update" is
 * `update_due_at < now` on an index instead of a probe of each At Stop shipment's stops
 * (docs/performance.md, finding 2).
 *
 * - Booked, Dispatched, In Transit (3-5): the next stop's window end, next_stop_due_at.
 * - At Stop (6): the open stop's arrival (else the last activity) plus AT_STOP_UPDATE_AFTER_MS (24 h).
 * - Any other status: null (never due).
 *
 * Triggers keep it: on every write of a shipment, and on every write of an At Stop shipment's stops
 * (the seed, for one, writes stops after their shipment).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table shipments add column update_due_at timestamptz`.execute(db);
  await sql`
    create function shipment_update_due_at(s shipments) returns timestamptz language sql stable as $$
      select case
        when s.status in (3, 4, 5) then s.next_stop_due_at
        when s.status = 6 then coalesce(
          (select ss.arrived_at from shipment_stops ss
            where ss.shipment_id = s.id and ss.arrived_at is not null and ss.departed_at is null
            order by ss.stop_number limit 1),
          s.last_activity_at) + interval '24 hours'
      end
    $$`.execute(db);
  await sql`
    create function shipments_set_update_due_at() returns trigger language plpgsql as $$
    begin
      new.update_due_at := shipment_update_due_at(new);
      return new;
    end
    $$`.execute(db);
  await sql`
    create trigger shipments_update_due_at before insert or update on shipments
    for each row execute function shipments_set_update_due_at()`.execute(db);
  await sql`
    create function shipment_stops_refresh_update_due_at() returns trigger language plpgsql as $$
    begin
      update shipments set update_due_at = shipment_update_due_at(shipments)
      where id in (new.shipment_id, old.shipment_id) and status = 6;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger shipment_stops_update_due_at after insert or update or delete on shipment_stops
    for each row execute function shipment_stops_refresh_update_due_at()`.execute(db);
  await sql`update shipments set update_due_at = shipment_update_due_at(shipments) where status between 3 and 6`.execute(db);
  // The badge counts and the needs-updates lists, for carriers and for brokers' customers; status
  // pickup_early and id let a list page (newest pickup first) be ranked on the index alone.
  await sql`create index shipments_carrier_update_due_idx on shipments (carrier_id, update_due_at) include (status, pickup_early, id) where update_due_at is not null`.execute(db);
  await sql`create index shipments_customer_update_due_idx on shipments (customer_id, update_due_at) include (status, pickup_early, id) where update_due_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists shipment_stops_update_due_at on shipment_stops`.execute(db);
  await sql`drop function if exists shipment_stops_refresh_update_due_at()`.execute(db);
  await sql`drop trigger if exists shipments_update_due_at on shipments`.execute(db);
  await sql`drop function if exists shipments_set_update_due_at()`.execute(db);
  await sql`drop function if exists shipment_update_due_at(shipments)`.execute(db);
  await sql`alter table shipments drop column if exists update_due_at`.execute(db);
}
