import { sql, type Kysely } from 'kysely';

/**
 * A rate request's answer is news to the broker who asked, not only to the carrier asked: a request
 * sent tells its carrier; a new status (offered, declined) also tells the shipment's customer and the
 * brokerage's staff, whose comparison of the carriers' answers then refetches.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function live_events_for_rate_request() returns trigger language plpgsql as $$
    begin
      insert into live_events (company_id, kind, subject_id) values (new.carrier_id, 'rate-request', new.id);
      if tg_op = 'UPDATE' then
        insert into live_events (company_id, kind, subject_id)
        select distinct audience, 'rate-request', new.id
        from shipments s, unnest(array[s.customer_id, null]) as audience
        where s.id = new.shipment_id;
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`drop trigger rate_requests_live_events on rate_requests`.execute(db);
  await sql`create trigger rate_requests_live_events after insert or update of status on rate_requests
    for each row execute function live_events_for_rate_request()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger rate_requests_live_events on rate_requests`.execute(db);
  await sql`create trigger rate_requests_live_events after insert or update of status on rate_requests
    for each row execute function live_events_for_carrier_offer('rate-request')`.execute(db);
  await sql`drop function live_events_for_rate_request()`.execute(db);
}
