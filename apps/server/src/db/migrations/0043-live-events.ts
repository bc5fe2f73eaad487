import { sql, type Kysely } from 'kysely';

/**
 * What changed, for the people watching: each row says that a tender, a rate request, a shipment
 * or a case changed, and which company's users may hear of it (null: the brokerage's staff). The rows
 * are written by triggers on the changed tables, so no write path can forget them, and in the same
 * transaction, so an event exists exactly when its change committed. A statement that adds events
 * wakes every server's listener with one NOTIFY; the listener reads the rows after the last it saw.
 * An event carries ids only: a client refetches through the API, which applies the usual visibility.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table live_events (
    id bigserial primary key,
    company_id integer,
    kind text not null,
    subject_id integer not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index live_events_company_idx on live_events (company_id, id)`.execute(db);
  await sql`create index live_events_created_at_idx on live_events (created_at)`.execute(db);

  await sql`
    create function live_events_wake() returns trigger language plpgsql as $$
    begin
      perform pg_notify('live_events', '');
      return null;
    end
    $$`.execute(db);
  await sql`create trigger live_events_wake after insert on live_events for each statement execute function live_events_wake()`.execute(db);

  // Tenders and rate requests: the carrier they are addressed to.
  await sql`
    create function live_events_for_carrier_offer() returns trigger language plpgsql as $$
    begin
      if new.carrier_id is not null then
        insert into live_events (company_id, kind, subject_id) values (new.carrier_id, tg_argv[0], new.id);
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`create trigger tenders_live_events after insert or update of status on tenders
    for each row execute function live_events_for_carrier_offer('tender')`.execute(db);
  await sql`create trigger rate_requests_live_events after insert or update of status on rate_requests
    for each row execute function live_events_for_carrier_offer('rate-request')`.execute(db);

  // Shipments: its carrier, its customer and the brokerage; a new status and a new position apart.
  await sql`
    create function live_events_for_shipment() returns trigger language plpgsql as $$
    declare
      kind text;
    begin
      if new.status is distinct from old.status or new.carrier_id is distinct from old.carrier_id then
        kind := 'shipment-status';
      elsif new.last_location_at is distinct from old.last_location_at then
        kind := 'shipment-position';
      else
        return null;
      end if;
      insert into live_events (company_id, kind, subject_id)
      select distinct audience, kind, new.id
      from unnest(array[new.carrier_id, old.carrier_id, new.customer_id, null]) as audience;
      return null;
    end
    $$`.execute(db);
  await sql`create trigger shipments_live_events after update of status, carrier_id, last_location_at on shipments
    for each row execute function live_events_for_shipment()`.execute(db);

  // A case's new note (entity type 6): the case's carrier and the brokerage.
  await sql`
    create function live_events_for_case_note() returns trigger language plpgsql as $$
    begin
      insert into live_events (company_id, kind, subject_id)
      select distinct audience, 'case-note', new.entity_id
      from cases c, unnest(array[c.carrier_id, null]) as audience
      where c.id = new.entity_id;
      return null;
    end
    $$`.execute(db);
  await sql`create trigger notes_live_events after insert on notes
    for each row when (new.entity_type = 6 and new.deleted_at is null) execute function live_events_for_case_note()`.execute(db);

  // A session ended (sign-out, revoked elsewhere) or all of a user's sessions (a new password): the
  // user's open streams check their session again and close when it no longer runs.
  await sql`
    create function live_events_for_session_end() returns trigger language plpgsql as $$
    begin
      insert into live_events (company_id, kind, subject_id) values (new.company_id, 'session-ended', new.user_id);
      return null;
    end
    $$`.execute(db);
  await sql`create trigger user_sessions_live_events after update of ended_at on user_sessions
    for each row when (new.ended_at is not null and old.ended_at is null) execute function live_events_for_session_end()`.execute(db);
  await sql`
    create function live_events_for_user_sessions_reset() returns trigger language plpgsql as $$
    begin
      insert into live_events (company_id, kind, subject_id) values (new.company_id, 'session-ended', new.id);
      return null;
    end
    $$`.execute(db);
  await sql`create trigger users_live_events after update of session_generation on users
    for each row when (new.session_generation is distinct from old.session_generation) execute function live_events_for_user_sessions_reset()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger users_live_events on users`.execute(db);
  await sql`drop trigger user_sessions_live_events on user_sessions`.execute(db);
  await sql`drop function live_events_for_user_sessions_reset()`.execute(db);
  await sql`drop function live_events_for_session_end()`.execute(db);
  await sql`drop trigger notes_live_events on notes`.execute(db);
  await sql`drop trigger shipments_live_events on shipments`.execute(db);
  await sql`drop trigger rate_requests_live_events on rate_requests`.execute(db);
  await sql`drop trigger tenders_live_events on tenders`.execute(db);
  await sql`drop function live_events_for_case_note()`.execute(db);
  await sql`drop function live_events_for_shipment()`.execute(db);
  await sql`drop function live_events_for_carrier_offer()`.execute(db);
  await sql`drop table live_events`.execute(db);
  await sql`drop function live_events_wake()`.execute(db);
}
