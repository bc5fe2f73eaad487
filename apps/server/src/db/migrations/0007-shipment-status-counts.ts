import { sql, type Kysely } from 'kysely';

/**
 * Shipments per carrier and per customer in each status, kept by a trigger in the same
 * transaction as the shipment write, so the list totals, the status counts and the Shipments
 * count are a sum of a few rows instead of a count over up to hundreds of thousands of shipments
 * (docs/performance.md). `rebuild_shipment_status_counts()` recounts from scratch (bulk loads that
 * run with triggers off call it).
 *
 * Both rows of one write are changed in one statement in key order, so two writes that move
 * shipments of one company between the same statuses in opposite directions cannot deadlock.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table shipment_status_counts (
      party text not null check (party in ('carrier', 'customer')),
      company_id integer not null,
      status smallint not null,
      shipments integer not null,
      primary key (party, company_id, status)
    )`.execute(db);
  await sql`
    create function rebuild_shipment_status_counts() returns void language sql as $$
      delete from shipment_status_counts;
      insert into shipment_status_counts (party, company_id, status, shipments)
      select 'carrier', carrier_id, status, count(*) from shipments where carrier_id is not null group by carrier_id, status
      union all
      select 'customer', customer_id, status, count(*) from shipments where customer_id is not null group by customer_id, status;
    $$`.execute(db);
  await sql`
    create function shipments_count_statuses() returns trigger language plpgsql as $$
    begin
      insert into shipment_status_counts as c (party, company_id, status, shipments)
      select d.party, d.company_id, d.status, sum(d.delta)::integer
      from (
        select 'carrier' as party, old.carrier_id as company_id, old.status as status, -1 as delta where tg_op <> 'INSERT'
        union all select 'customer', old.customer_id, old.status, -1 where tg_op <> 'INSERT'
        union all select 'carrier', new.carrier_id, new.status, 1 where tg_op <> 'DELETE'
        union all select 'customer', new.customer_id, new.status, 1 where tg_op <> 'DELETE'
      ) d
      where d.company_id is not null
      group by d.party, d.company_id, d.status
      having sum(d.delta) <> 0
      order by d.party, d.company_id, d.status
      on conflict (party, company_id, status) do update set shipments = c.shipments + excluded.shipments;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger shipments_count_statuses after insert or delete or update of status, carrier_id, customer_id on shipments
    for each row execute function shipments_count_statuses()`.execute(db);
  await sql`select rebuild_shipment_status_counts()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists shipments_count_statuses on shipments`.execute(db);
  await sql`drop function if exists shipments_count_statuses()`.execute(db);
  await sql`drop function if exists rebuild_shipment_status_counts()`.execute(db);
  await sql`drop table if exists shipment_status_counts`.execute(db);
}
