import { sql, type Kysely } from 'kysely';

/**
 * Order stops name the facility the carrier goes to. A stop keeps its own copy of the facility's
 * second address line, contact, phone and dock hours (as the name and street already are) so a
 * bill of lading printed later reads what was booked even after the location is edited; the
 * shipment's stops copy them from the order. A location a broker enters on an order keeps the
 * contact person given with it, so picking it next time brings the contact back.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table locations add column contact_name text`.execute(db);
  for (const table of ['order_stops', 'shipment_stops']) {
    await sql`alter table ${sql.table(table)}
      add column address_line2 text,
      add column contact_name text,
      add column contact_phone text,
      add column dock_hours text`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['shipment_stops', 'order_stops']) {
    await sql`alter table ${sql.table(table)}
      drop column dock_hours,
      drop column contact_phone,
      drop column contact_name,
      drop column address_line2`.execute(db);
  }
  await sql`alter table locations drop column contact_name`.execute(db);
}
