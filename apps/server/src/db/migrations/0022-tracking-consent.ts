import { sql, type Kysely } from 'kysely';

/**
 * Tracking consent (issue 14): the carrier decides, per load, what everyone outside its company sees
 * of the load's tracking: its live position, an ETA only, or milestones (stop arrivals and
 * departures) only. Existing and new loads share their live position until the carrier says otherwise.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table shipments add column tracking_consent text not null default 'LivePosition'
      constraint shipments_tracking_consent_check check (tracking_consent in ('LivePosition', 'EtaOnly', 'MilestonesOnly'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table shipments drop column tracking_consent`.execute(db);
}
