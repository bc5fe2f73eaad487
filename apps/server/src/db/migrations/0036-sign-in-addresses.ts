import { sql, type Kysely } from 'kysely';

/**
 * Sign-in failures per account and client address. The lock after repeated failures holds for the
 * address that failed, not for the whole account, so a stranger cannot lock the owner out; an address
 * the account signed in from recently is the owner's and skips the account-wide delay.
 * The old account-wide lock (users.locked_until) is no longer set.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table user_sign_in_addresses (
      user_id integer not null references users(id) on delete cascade,
      address text not null,
      failed_count integer not null default 0,
      last_failed_at timestamptz,
      locked_until timestamptz,
      last_success_at timestamptz,
      primary key (user_id, address)
    )`.execute(db);
  await sql`update users set locked_until = null where locked_until is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists user_sign_in_addresses`.execute(db);
}
