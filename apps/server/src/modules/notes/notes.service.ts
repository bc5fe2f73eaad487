import { EntityType } from '@portal/domain/common/entity-type';
import { hasNoteText } from '@portal/domain/notes/note-rules';
import { NOTE_LIMITS, type AddNoteCommand, type CaseNotes, type Note, type NoteItems, type UpdateNoteCommand } from '@portal/domain/notes/note-schemas';
import type { Db } from '../../db/db';
import { insertNote } from '../../db/note-rows';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict, forbidden, notFound } from '../../lib/problem';
import { findEntityForViewer, requirePartyEntity } from '../documents/entity-access';
import { notAParty } from '../shipments/access/shipment-access';
import { toCaseNoteDto, toNoteDto } from './note-view';
import { sanitizeNoteHtml } from './note-html';
import { mentionedUsers, notifyMentioned, type MentionMailDeps } from './note-mentions.service';
import * as repo from './notes.repository';
import { NOTE_MESSAGES } from '@portal/domain/notes/note-messages';

/** What the note commands need; the Fastify instance provides all of it. */
export type NoteDeps = MentionMailDeps;

/** Where a note was written from when the command does not say. */
const DEFAULT_ORIGINATING_APPLICATION = 'CarrierPortal';

async function withMentions(db: Db, caller: Caller, rows: repo.NoteRow[]): Promise<Note[]> {
  const mentions = await repo.findMentions(db, rows.map((r) => r.id));
  return rows.map((row) => toNoteDto(caller, row, mentions.filter((m) => m.note_id === row.id)));
}

/** Internal notes (allowPortalAccess false) exist only for users of the brokerage that owns the TMS. */
const includeInternal = (caller: Caller) => caller.isBrokerage;

// ---- reading --------------------------------------------------------------------------------

export async function listNotes(db: Db, caller: Caller, entityType: number, entityId: number): Promise<NoteItems> {
  const entity = await requirePartyEntity(db, caller, entityType, entityId);
  const rows = await repo.findNotesOfEntity(db, { entityType: entity.entityType, entityId: entity.entityId, includeInternal: includeInternal(caller) });
  return { items: await withMentions(db, caller, rows) };
}

/** Notes of a case in the Trucks API's case note shape, a page at a time. */
export async function listCaseNotes(db: Db, caller: Caller, caseId: number, page: number, pageSize: number): Promise<CaseNotes> {
  const entity = await requirePartyEntity(db, caller, EntityType.CASE, caseId);
  const where = { entityType: EntityType.CASE, entityId: entity.entityId, includeInternal: includeInternal(caller) };
  const [rows, totalCount] = await Promise.all([
    repo.findNotesOfEntity(db, where, { limit: pageSize, offset: (page - 1) * pageSize }),
    repo.countNotesOfEntity(db, where),
  ]);
  return { data: rows.map((row) => toCaseNoteDto(caller, entity.entityId, row)), totalCount };
}

// ---- writing --------------------------------------------------------------------------------

interface CleanContent {
  content: string;
  html: string | null;
  json: unknown;
}

/** Non-blank text, sanitised HTML, and editor JSON of a sane size. */
function cleanContent(command: Pick<AddNoteCommand, 'noteContent' | 'noteHTML' | 'noteJSON'>): CleanContent {
  if (!hasNoteText(command.noteContent)) throw badRequest(NOTE_MESSAGES.needsText, { noteContent: [NOTE_MESSAGES.required] });
  const json = command.noteJSON ?? null;
  if (json !== null && JSON.stringify(json).length > NOTE_LIMITS.jsonChars) throw badRequest(NOTE_MESSAGES.tooLarge, { noteJSON: [NOTE_MESSAGES.tooLargeField] });
  return { content: command.noteContent.trim(), html: sanitizeNoteHtml(command.noteHTML), json };
}

/** A portal path ('/shipments/4100123'); anything else (absolute or protocol-relative URLs) is replaced by the record's own link. */
function safeLink(link: string | null | undefined, fallback: string): string {
  return link && /^\/(?![/\\])[^\s]*$/.test(link) ? link : fallback;
}

export async function addNote(deps: NoteDeps, caller: Caller, command: AddNoteCommand): Promise<Note> {
  const entity = await requirePartyEntity(deps.db, caller, command.entityType, command.entityId);
  const content = cleanContent(command);
  // Portal users always write portal notes; only the brokerage writes internal ones.
  const allowPortalAccess = caller.isBrokerage ? (command.allowPortalAccess ?? true) : true;
  const link = safeLink(command.entityLink, entity.link);
  const mentioned = await mentionedUsers(deps.db, entity, !allowPortalAccess, command.notifyUsers);

  const noteId = await deps.db.transaction().execute(async (trx) => {
    const id = await insertNote(trx, {
      entityType: entity.entityType,
      entityId: entity.entityId,
      entityDescription: command.entityDescription || entity.description,
      entityLink: link,
      ...content,
      allowPortalAccess,
      isReadonly: false,
      originatingApplication: command.originatingApplication || DEFAULT_ORIGINATING_APPLICATION,
      creatorUserId: caller.userId,
      companyId: caller.companyId,
    });
    await repo.insertMentions(trx, id, mentioned.map((u) => u.id));
    return id;
  });
  await notifyMentioned(deps, caller, { noteId, entity, link, text: content.content }, mentioned);
  return getNote(deps.db, caller, noteId);
}

export async function updateNote(deps: NoteDeps, caller: Caller, noteId: number, command: UpdateNoteCommand): Promise<Note> {
  const { note, entity } = await getChangeableNote(deps.db, caller, noteId);
  const content = cleanContent(command);
  const alreadyMentioned = new Set((await repo.findMentions(deps.db, [noteId])).map((m) => m.id));
  // Mentions the note already has are not mailed again, so only the new ones must be able to read it.
  const added = command.notifyUsers?.filter((n) => n.id === undefined || !alreadyMentioned.has(n.id));
  const mentioned = (await mentionedUsers(deps.db, entity, !note.allow_portal_access, added)).filter((u) => !alreadyMentioned.has(u.id));
  await deps.db.transaction().execute(async (trx) => {
    await repo.updateNoteContent(trx, noteId, content);
    await repo.insertMentions(trx, noteId, mentioned.map((u) => u.id));
  });
  await notifyMentioned(deps, caller, { noteId, entity, link: note.entity_link ?? entity.link, text: content.content }, mentioned);
  return getNote(deps.db, caller, noteId);
}

export async function deleteNote(db: Db, caller: Caller, noteId: number): Promise<{ resultId: number }> {
  await getChangeableNote(db, caller, noteId);
  const deleted = await db.transaction().execute((trx) => repo.softDeleteNote(trx, noteId));
  if (!deleted) throw notFound('Note');
  return { resultId: noteId };
}

/**
 * A note the caller can see: its record is visible, the caller takes part in it (403 for a carrier
 * that only sees the load, a former carrier included) and, if internal, is of the brokerage.
 */
async function getVisibleNote(db: Db, caller: Caller, noteId: number) {
  const note = await repo.findNoteById(db, noteId);
  if (!note || (!note.allow_portal_access && !includeInternal(caller))) throw notFound('Note');
  const entity = await findEntityForViewer(db, caller, note.entity_type, note.entity_id);
  if (!entity) throw notFound('Note');
  if (!entity.isParty) throw notAParty();
  return { note, entity };
}

/** Only the creator changes a note (403), and never a read-only one (409). */
async function getChangeableNote(db: Db, caller: Caller, noteId: number) {
  const found = await getVisibleNote(db, caller, noteId);
  if (found.note.creator_user_id !== caller.userId) throw forbidden(NOTE_MESSAGES.authorOnly);
  if (found.note.is_readonly) throw conflict(NOTE_MESSAGES.readOnly);
  return found;
}

async function getNote(db: Db, caller: Caller, noteId: number): Promise<Note> {
  const { note } = await getVisibleNote(db, caller, noteId);
  const [dto] = await withMentions(db, caller, [note]);
  return dto;
}
