import { sql } from 'kysely';
import type { NewVideos } from '../../db/database';
import type { Db } from '../../db/db';

const VIDEO_COLUMNS = [
  'v.id',
  'v.title',
  'v.description',
  'v.duration_seconds',
  'v.content_type',
  'v.size_bytes',
  'v.storage_key',
  'v.created_at',
] as const;

/** The library in its order (the demo videos first, then the newest additions), each with the user's position. */
export function listLibrary(db: Db, userId: number) {
  return db
    .selectFrom('videos as v')
    .leftJoin('video_positions as p', (join) => join.onRef('p.video_id', '=', 'v.id').on('p.user_id', '=', userId))
    .select([...VIDEO_COLUMNS, 'p.position_seconds', sql<boolean>`v.captions_vtt is not null`.as('has_captions')])
    .where('v.deleted_at', 'is', null)
    .orderBy('v.sort_order')
    .orderBy('v.created_at', 'desc')
    .execute();
}

/** One video of the library (not removed), with the user's position. */
export function findLibraryVideo(db: Db, userId: number, id: string) {
  return db
    .selectFrom('videos as v')
    .leftJoin('video_positions as p', (join) => join.onRef('p.video_id', '=', 'v.id').on('p.user_id', '=', userId))
    .select([...VIDEO_COLUMNS, 'p.position_seconds', sql<boolean>`v.captions_vtt is not null`.as('has_captions')])
    .where('v.id', '=', id)
    .where('v.deleted_at', 'is', null)
    .executeTakeFirst();
}

export type LibraryVideoRow = NonNullable<Awaited<ReturnType<typeof findLibraryVideo>>>;

export async function findCaptions(db: Db, id: string): Promise<string | null | undefined> {
  const row = await db.selectFrom('videos').select('captions_vtt').where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return row ? row.captions_vtt : undefined;
}

export async function insertVideo(db: Db, values: NewVideos): Promise<string> {
  const row = await db.insertInto('videos').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Removes a video from the library; its positions go with it. The storage key, to delete the file. */
export async function removeVideo(db: Db, id: string): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.updateTable('videos').set({ deleted_at: new Date() }).where('id', '=', id).where('deleted_at', 'is', null).returning('storage_key').executeTakeFirst();
    if (row) await trx.deleteFrom('video_positions').where('video_id', '=', id).execute();
    return row?.storage_key;
  });
}

/** Saves where the user stopped; a later save wins. */
export async function upsertPosition(db: Db, userId: number, videoId: string, positionSeconds: number) {
  return db
    .insertInto('video_positions')
    .values({ user_id: userId, video_id: videoId, position_seconds: positionSeconds, updated_at: new Date() })
    .onConflict((oc) => oc.columns(['user_id', 'video_id']).doUpdateSet({ position_seconds: positionSeconds, updated_at: new Date() }))
    .returning(['position_seconds', 'updated_at'])
    .executeTakeFirstOrThrow();
}

/** Demo videos whose bytes come from a file bundled with the seed. */
export function listBundledVideos(db: Db) {
  return db.selectFrom('videos').select(['id', 'seed_file', 'storage_key']).where('seed_file', 'is not', null).where('deleted_at', 'is', null).execute();
}
