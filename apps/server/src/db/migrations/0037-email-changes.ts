import { sql, type Kysely } from 'kysely';

/**
 * A new e-mail address waits here until a link mailed to it is opened: whoever holds a session
 * cannot move the account (and its reset links) to a mailbox nobody checked.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table email_changes (
      id serial primary key,
      user_id integer not null references users(id) on delete cascade,
      new_email text not null,
      token_hash text not null unique,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index email_changes_open_by_user on email_changes (user_id) where used_at is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists email_changes`.execute(db);
}
