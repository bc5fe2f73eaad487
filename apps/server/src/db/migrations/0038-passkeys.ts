import { sql, type Kysely } from 'kysely';

/**
 * Passkeys (WebAuthn) sign a person in without a password, or stand in for the authenticator code.
 * Only the public key is kept. The counter is the authenticator's own signature count: a value that
 * goes backwards means a cloned key. user_handle is the account's opaque WebAuthn id (one per user,
 * repeated on each passkey), never the e-mail or the numeric id.
 *
 * passkey_challenges: the random value each enrolment, sign-in and step-up signs, used once and
 * only within five minutes; a sign-in's second step is bound to its password challenge, and an
 * enrolment keeps the account handle it offered, which the new passkey then carries.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table passkeys (
      id uuid primary key,
      user_id integer not null references users(id) on delete cascade,
      credential_id text not null unique,
      public_key text not null,
      counter bigint not null default 0,
      transports text[] not null default '{}',
      user_handle text not null,
      name text not null,
      synced boolean not null default false,
      created_at timestamptz not null default now(),
      last_used_at timestamptz
    )`.execute(db);
  await sql`create index passkeys_by_user on passkeys (user_id)`.execute(db);

  await sql`
    create table passkey_challenges (
      id serial primary key,
      challenge text not null unique,
      purpose text not null check (purpose in ('registration', 'sign-in', 'second-factor', 'step-up')),
      user_id integer references users(id) on delete cascade,
      sign_in_challenge_id integer references sign_in_challenges(id) on delete cascade,
      user_handle text,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
  await sql`create index passkey_challenges_by_expiry on passkey_challenges (expires_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists passkey_challenges`.execute(db);
  await sql`drop table if exists passkeys`.execute(db);
}
