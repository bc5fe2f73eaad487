import { sql, type Kysely } from 'kysely';

/**
 * The load board's version (issue 17): a sequence that every statement changing what the board can
 * show moves on (inserting or deleting shipments, or updating a column a board answer reads or
 * filters on). The server keeps board answers for a few seconds against the version they were made
 * at (modules/load-board/board-answer-cache.ts). A sequence rather than a counter row: moving it
 * takes no lock, so concurrent bookings never queue on it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence load_board_version`.execute(db);
  await sql`
    create function bump_load_board_version() returns trigger language plpgsql as $$
    begin
      perform nextval('load_board_version');
      return null;
    end $$`.execute(db);
  await sql`
    create trigger shipments_load_board_rows after insert or delete on shipments
      for each statement execute function bump_load_board_version()`.execute(db);
  await sql`
    create trigger shipments_load_board_columns after update of
      status, shipment_number, origin_city, origin_state, origin_postal_code, origin_latitude, origin_longitude,
      destination_city, destination_state, destination_postal_code, destination_latitude, destination_longitude,
      pickup_early, pickup_late, delivery_early, delivery_late, equipment_mode, shipping_mode, weight_lbs,
      is_partial, requirements, posted_rate_cents, total_miles
      on shipments for each statement execute function bump_load_board_version()`.execute(db);
  await sql`create trigger shipments_load_board_truncate after truncate on shipments for each statement execute function bump_load_board_version()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger shipments_load_board_truncate on shipments`.execute(db);
  await sql`drop trigger shipments_load_board_columns on shipments`.execute(db);
  await sql`drop trigger shipments_load_board_rows on shipments`.execute(db);
  await sql`drop function bump_load_board_version()`.execute(db);
  await sql`drop sequence load_board_version`.execute(db);
}
