import { sql, type Kysely } from 'kysely';

/**
 * The how-to video library (docs/decisions.md, Videos):
 * - videos: one video of the library, its bytes in the file store under storage_key, its WebVTT
 *   captions as text. seed_file names the bundled recording a demo video was loaded from.
 * - video_positions: where each user stopped watching each video, so it follows them across devices.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table videos (
    id uuid primary key default gen_random_uuid(),
    title text not null check (length(title) between 1 and 120),
    description text not null default '' check (length(description) <= 1000),
    duration_seconds numeric(8, 2) not null check (duration_seconds > 0),
    content_type text not null,
    size_bytes integer not null check (size_bytes > 0),
    storage_key text not null,
    captions_vtt text,
    seed_file text unique,
    sort_order integer not null default 1000,
    created_by_user_id integer references users(id),
    created_at timestamptz not null default now(),
    deleted_at timestamptz
  )`.execute(db);
  await sql`create index videos_listed on videos (sort_order, created_at) where deleted_at is null`.execute(db);

  await sql`create table video_positions (
    user_id integer not null references users(id),
    video_id uuid not null references videos(id),
    position_seconds numeric(8, 2) not null check (position_seconds >= 0),
    updated_at timestamptz not null default now(),
    primary key (user_id, video_id)
  )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table video_positions`.execute(db);
  await sql`drop table videos`.execute(db);
}
