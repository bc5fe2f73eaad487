import { sql, type Kysely } from 'kysely';

/**
 * Offers on board loads: one negotiation per carrier per load (so its round limit cannot be reset by
 * starting over), the rate on the table, and every round beside it. A change of status or rate tells
 * the carrier, the load's customer (a broker) and the brokerage's staff through the live events,
 * from a trigger, so no write path can forget them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table offers (
    id serial primary key,
    shipment_id integer not null references shipments (id) on delete cascade,
    carrier_id integer not null references companies (id),
    status text not null check (status in ('Offered', 'Countered', 'Accepted', 'Booked', 'Declined', 'Expired', 'Closed')),
    rate_cents integer not null check (rate_cents > 0),
    rounds integer not null default 1 check (rounds between 1 and 5),
    valid_until timestamptz not null,
    accepted_at timestamptz,
    confirm_by timestamptz,
    created_by_user_id integer references users (id),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (shipment_id, carrier_id)
  )`.execute(db);
  await sql`create index offers_carrier_idx on offers (carrier_id, updated_at desc)`.execute(db);
  await sql`create index offers_live_idx on offers (shipment_id) where status in (${sql.lit('Offered')}, ${sql.lit('Countered')}, ${sql.lit('Accepted')})`.execute(db);

  await sql`create table offer_rounds (
    id serial primary key,
    offer_id integer not null references offers (id) on delete cascade,
    kind text not null check (kind in ('Offer', 'Counter', 'Accept', 'Decline', 'Confirm')),
    party text not null check (party in ('Carrier', 'Broker')),
    rate_cents integer,
    note text,
    valid_until timestamptz,
    user_id integer references users (id),
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index offer_rounds_offer_idx on offer_rounds (offer_id, id)`.execute(db);

  await sql`
    create function live_events_for_offer() returns trigger language plpgsql as $$
    begin
      insert into live_events (company_id, kind, subject_id)
      select distinct audience, 'offer', new.id
      from shipments s, unnest(array[new.carrier_id, s.customer_id, null]) as audience
      where s.id = new.shipment_id;
      return null;
    end
    $$`.execute(db);
  await sql`create trigger offers_live_events after insert or update of status, rate_cents on offers
    for each row execute function live_events_for_offer()`.execute(db);

  // A load won through a confirmed offer says so, as a tender or Book It Now booking does.
  await sql`alter table shipments drop constraint shipments_booked_rate_type_check`.execute(db);
  await sql`alter table shipments add constraint shipments_booked_rate_type_check check (booked_rate_type in ('Tender','BookItNow','Contract','Spot','LTL','Offer'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table shipments drop constraint shipments_booked_rate_type_check`.execute(db);
  await sql`alter table shipments add constraint shipments_booked_rate_type_check check (booked_rate_type in ('Tender','BookItNow','Contract','Spot','LTL'))`.execute(db);
  await sql`drop trigger offers_live_events on offers`.execute(db);
  await sql`drop function live_events_for_offer()`.execute(db);
  await sql`drop table offer_rounds`.execute(db);
  await sql`drop table offers`.execute(db);
}
