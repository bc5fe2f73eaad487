import { sql } from 'kysely';
import type { Db } from '../../db/db';
import { noteJson } from '../../db/note-rows';
import { containsPattern } from '../../lib/like-pattern';

function selectNotes(db: Db) {
  return db
    .selectFrom('notes as n')
    .leftJoin('users as u', 'u.id', 'n.creator_user_id')
    .leftJoin('companies as c', 'c.id', 'n.company_id')
    .select([
      'n.id',
      'n.entity_type',
      'n.entity_id',
      'n.entity_description',
      'n.entity_link',
      'n.content',
      'n.html',
      'n.json',
      'n.allow_portal_access',
      'n.is_readonly',
      'n.originating_application',
      'n.creator_user_id',
      'n.company_id',
      'n.created_at',
      'n.updated_at',
      'u.first_name as creator_first_name',
      'u.last_name as creator_last_name',
      'u.profile_file_id as creator_profile_file_id',
      'c.logo_file_id as company_logo_file_id',
    ])
    .where('n.deleted_at', 'is', null);
}

export type NoteRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectNotes>['executeTakeFirst']>>>;

export function findNoteById(db: Db, noteId: number): Promise<NoteRow | undefined> {
  return selectNotes(db).where('n.id', '=', noteId).executeTakeFirst();
}

/**
 * Notes of a record, newest first. `includeInternal` is false for everybody outside the brokerage:
 * internal notes are filtered here, in SQL, so no code path can hand them out by mistake.
 */
export function findNotesOfEntity(db: Db, where: { entityType: number; entityId: number; includeInternal: boolean }, page?: { limit: number; offset: number }) {
  let q = selectNotes(db).where('n.entity_type', '=', where.entityType).where('n.entity_id', '=', where.entityId);
  if (!where.includeInternal) q = q.where('n.allow_portal_access', '=', true);
  q = q.orderBy('n.created_at', 'desc').orderBy('n.id', 'desc');
  if (page) q = q.limit(page.limit).offset(page.offset);
  return q.execute();
}

export async function countNotesOfEntity(db: Db, where: { entityType: number; entityId: number; includeInternal: boolean }): Promise<number> {
  let q = db
    .selectFrom('notes')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('deleted_at', 'is', null)
    .where('entity_type', '=', where.entityType)
    .where('entity_id', '=', where.entityId);
  if (!where.includeInternal) q = q.where('allow_portal_access', '=', true);
  const row = await q.executeTakeFirstOrThrow();
  return Number(row.total);
}

export function findMentions(db: Db, noteIds: readonly number[]) {
  if (noteIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('note_mentions as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.note_id', 'u.id', 'u.first_name', 'u.last_name'])
    .where('m.note_id', 'in', [...noteIds])
    .orderBy('u.first_name')
    .orderBy('u.last_name')
    .execute();
}

export async function updateNoteContent(db: Db, noteId: number, content: { content: string; html: string | null; json: unknown }): Promise<void> {
  await db
    .updateTable('notes')
    .set({ content: content.content, html: content.html, json: noteJson(content.json), updated_at: sql`now()` })
    .where('id', '=', noteId)
    .where('deleted_at', 'is', null)
    .execute();
}

export async function softDeleteNote(db: Db, noteId: number): Promise<boolean> {
  const result = await db.updateTable('notes').set({ deleted_at: sql`now()` }).where('id', '=', noteId).where('deleted_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function insertMentions(db: Db, noteId: number, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insertInto('note_mentions')
    .values(userIds.map((userId) => ({ note_id: noteId, user_id: userId })))
    .onConflict((oc) => oc.columns(['note_id', 'user_id']).doNothing())
    .execute();
}

export async function markMentionNotified(db: Db, noteId: number, userId: number): Promise<void> {
  await db.updateTable('note_mentions').set({ notified_at: sql`now()` }).where('note_id', '=', noteId).where('user_id', '=', userId).execute();
}

/** Active users of the given companies and of the brokerage matching a name or e-mail fragment. */
export function searchUsersOfCompanies(db: Db, companyIds: readonly number[], query: string | undefined, limit: number) {
  let q = db
    .selectFrom('users as u')
    .innerJoin('companies as c', 'c.id', 'u.company_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email', 'u.profile_file_id', 'c.name as company_name'])
    .where('u.status', '=', 'Active')
    .where((eb) => eb.or([eb('c.kind', '=', 'Brokerage'), ...(companyIds.length > 0 ? [eb('u.company_id', 'in', [...companyIds])] : [])]));
  const text = query?.trim();
  if (text) {
    const pattern = containsPattern(text);
    q = q.where((eb) =>
      eb.or([
        eb('u.first_name', 'ilike', pattern),
        eb('u.last_name', 'ilike', pattern),
        eb('u.email', 'ilike', pattern),
        eb(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', pattern),
      ]),
    );
  }
  return q.orderBy('u.first_name').orderBy('u.last_name').orderBy('u.id').limit(limit).execute();
}
