import { sql, type Kysely } from 'kysely';

/**
 * A shipment's update_due_at depends only on its status, next_stop_due_at and last_activity_at (its
 * stops have a trigger of their own), so the row trigger runs only on writes that name one of them.
 * A truck's new last position, written for thousands of loads a second, no longer pays for it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop trigger shipments_update_due_at on shipments`.execute(db);
  await sql`
    create trigger shipments_update_due_at before insert or update of status, next_stop_due_at, last_activity_at on shipments
    for each row execute function shipments_set_update_due_at()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger shipments_update_due_at on shipments`.execute(db);
  await sql`
    create trigger shipments_update_due_at before insert or update on shipments
    for each row execute function shipments_set_update_due_at()`.execute(db);
}
