import { sql, type Kysely } from 'kysely';

/**
 * Access requests get decided (docs/decisions.md, Contacts and access requests):
 * - company_number: the MC or DOT number the requester typed, shown to the admins;
 * - decided_at / decided_by_user_id / decline_reason: who approved or declined, when, and why
 *   (the requester is told the reason);
 * - contact_id: the contact an approval created;
 * - one open request per company and address, so repeating the form does not pile up requests.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table access_requests
    add column company_number text,
    add column decided_at timestamptz,
    add column decided_by_user_id integer references users(id),
    add column decline_reason text,
    add column contact_id integer references contacts(id)`.execute(db);
  await sql`create unique index access_requests_one_open on access_requests (company_id, lower(email)) where status = 'Open'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists access_requests_one_open`.execute(db);
  await sql`alter table access_requests
    drop column if exists contact_id, drop column if exists decline_reason, drop column if exists decided_by_user_id,
    drop column if exists decided_at, drop column if exists company_number`.execute(db);
}
