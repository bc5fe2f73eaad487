import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { MENTION_MAX_SUGGESTIONS } from '@portal/domain/common/constants';
import { EntityType } from '@portal/domain/common/entity-type';
import { hasNoteText } from '@portal/domain/notes/note-rules';
import type { Database } from '../../db/database';
import type { Caller } from '../../lib/caller';
import type { Mailer } from '../../lib/mailer';
import { badRequest, conflict, forbidden, notFound } from '../../lib/problem';
import { toCaller } from '../auth/current-user';
import { documentFileUrl } from '../documents/documents.service';
import { findEntityForViewer, requireEntity, type EntityInfo } from '../documents/entity-access';
import { searchUsersOfCompanies } from '../documents/entity.repository';
import { excerpt, sanitizeNoteHtml } from './note-html';
import { NOTE_LIMITS, type AddNoteCommand, type NoteDto, type UpdateNoteCommand } from './note-schemas';
import * as repo from './notes.repository';

export interface NoteDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Origin of the portal, for links in e-mails. */
  publicUrl: string;
}

/** Where a note was written from when the command does not say. */
const DEFAULT_ORIGINATING_APPLICATION = 'CarrierPortal';

const iso = (value: Date) => value.toISOString();

function toNoteDto(caller: Caller, row: repo.NoteRow, mentions: { id: number; first_name: string; last_name: string }[]): NoteDto {
  return {
    id: row.id,
    content: row.content,
    noteContent: row.content,
    noteHTML: row.html,
    noteJSON: row.json ?? null,
    timeStamp: iso(row.created_at),
    createDateTime: iso(row.created_at),
    updateDateTime: iso(row.updated_at),
    creator:
      row.creator_user_id === null
        ? null
        : {
            id: row.creator_user_id,
            firstName: row.creator_first_name ?? '',
            lastName: row.creator_last_name ?? '',
            profilePictureId: row.creator_profile_file_id,
          },
    allowPortalAccess: row.allow_portal_access,
    isReadonly: row.is_readonly,
    entityId: row.entity_id,
    entityType: row.entity_type,
    entityDescription: row.entity_description,
    entityLink: row.entity_link,
    originatingApplication: row.originating_application,
    mentions: mentions.map((m) => ({ id: m.id, firstName: m.first_name, lastName: m.last_name })),
    canEdit: canEdit(caller, row),
  };
}

function canEdit(caller: Caller, row: repo.NoteRow): boolean {
  return !row.is_readonly && row.creator_user_id === caller.userId;
}

async function withMentions(db: Kysely<Database>, caller: Caller, rows: repo.NoteRow[]): Promise<NoteDto[]> {
  const mentions = await repo.findMentions(db, rows.map((r) => r.id));
  return rows.map((row) => toNoteDto(caller, row, mentions.filter((m) => m.note_id === row.id)));
}

/** Internal notes (allowPortalAccess false) exist only for users of the brokerage that owns the TMS. */
const includeInternal = (caller: Caller) => caller.isBrokerage;

// ---- reading --------------------------------------------------------------------------------

export async function listNotes(db: Kysely<Database>, caller: Caller, entityType: number, entityId: number): Promise<{ items: NoteDto[] }> {
  const entity = await requireEntity(db, caller, entityType, entityId);
  const rows = await repo.findNotesOfEntity(db, { entityType: entity.entityType, entityId: entity.entityId, includeInternal: includeInternal(caller) });
  return { items: await withMentions(db, caller, rows) };
}

/** Notes of a case in the Trucks API's case note shape, a page at a time. */
export async function listCaseNotes(db: Kysely<Database>, caller: Caller, caseId: number, page: number, pageSize: number) {
  const entity = await requireEntity(db, caller, EntityType.CASE, caseId);
  const where = { entityType: EntityType.CASE, entityId: entity.entityId, includeInternal: includeInternal(caller) };
  const [rows, totalCount] = await Promise.all([
    repo.findNotesOfEntity(db, where, { limit: pageSize, offset: (page - 1) * pageSize }),
    repo.countNotesOfEntity(db, where),
  ]);
  return {
    data: rows.map((row) => {
      const logoUrl = row.company_logo_file_id ? documentFileUrl(row.company_logo_file_id) : null;
      return {
        id: row.id,
        content: row.content,
        jsonContent: row.json ?? null,
        htmlContent: row.html,
        timeStamp: iso(row.created_at),
        owner: { firstName: row.creator_first_name ?? '', lastName: row.creator_last_name ?? '', logoUrl },
        creatorLogoURL: logoUrl,
        caseId: entity.entityId,
        // Read-only for this caller: system notes and everybody else's notes.
        isReadOnly: !canEdit(caller, row),
        allowPortalAccess: row.allow_portal_access,
      };
    }),
    totalCount,
  };
}

// ---- who may be mentioned ----------------------------------------------------------------------

type UserWithCompanyRow = Awaited<ReturnType<typeof repo.findUsersWithCompany>>[number];

/**
 * Whether a user may see the record (and, for an internal note, is of the brokerage): the same
 * rules as for the caller, applied to that user. Disabled users and users of Do Not Use companies may not.
 */
async function maySee(db: Kysely<Database>, user: UserWithCompanyRow, entity: EntityInfo, internal: boolean): Promise<boolean> {
  if (user.status !== 'Active' || user.do_not_use) return false;
  const viewer = toCaller(user, false);
  if (internal && !viewer.isBrokerage) return false;
  return (await findEntityForViewer(db, viewer, entity.entityType, entity.entityId)) !== undefined;
}

/** Up to five people who may see the record, matching the query on name or e-mail (the caller left out). */
export async function mentionableUsers(db: Kysely<Database>, caller: Caller, entityType: number, entityId: number, query: string | undefined) {
  const entity = await requireEntity(db, caller, entityType, entityId);
  const candidates = await searchUsersOfCompanies(db, entity.partyCompanyIds, query, 50);
  const users = await repo.findUsersWithCompany(db, candidates.filter((c) => c.id !== caller.userId).map((c) => c.id), []);
  const allowed = new Set<number>();
  for (const user of users) if (await maySee(db, user, entity, false)) allowed.add(user.id);
  const data = candidates
    .filter((c) => allowed.has(c.id))
    .slice(0, MENTION_MAX_SUGGESTIONS)
    .map((c) => ({
      id: c.id,
      firstName: c.first_name,
      lastName: c.last_name,
      profilePictureId: c.profile_file_id,
      emailAddresses: [{ value: c.email }],
      companyName: c.company_name,
    }));
  return { data };
}

/** The users named in notifyUsers (by id, else by e-mail) who may see the note; everyone else is dropped. */
async function mentionedUsers(db: Kysely<Database>, entity: EntityInfo, internal: boolean, notify: AddNoteCommand['notifyUsers']): Promise<UserWithCompanyRow[]> {
  const list = notify ?? [];
  const ids = list.flatMap((n) => (n.id !== undefined ? [n.id] : []));
  const emails = list.flatMap((n) => (n.id === undefined && n.email ? [n.email] : []));
  const users = await repo.findUsersWithCompany(db, ids, emails);
  const allowed: UserWithCompanyRow[] = [];
  for (const user of users) if (await maySee(db, user, entity, internal)) allowed.push(user);
  return allowed;
}

// ---- writing --------------------------------------------------------------------------------

interface CleanContent {
  content: string;
  html: string | null;
  json: unknown;
}

/** Non-blank text, sanitised HTML, and editor JSON of a sane size. */
function cleanContent(command: Pick<AddNoteCommand, 'noteContent' | 'noteHTML' | 'noteJSON'>): CleanContent {
  if (!hasNoteText(command.noteContent)) throw badRequest('A note needs some text', { noteContent: ['Required'] });
  const json = command.noteJSON ?? null;
  if (json !== null && JSON.stringify(json).length > NOTE_LIMITS.jsonChars) throw badRequest('The note is too large', { noteJSON: ['Too large'] });
  return { content: command.noteContent.trim(), html: sanitizeNoteHtml(command.noteHTML), json };
}

/** A portal path ('/shipments/4100123'); anything else (absolute or protocol-relative URLs) is replaced by the record's own link. */
function safeLink(link: string | null | undefined, fallback: string): string {
  return link && /^\/(?![/\\])[^\s]*$/.test(link) ? link : fallback;
}

export async function addNote(deps: NoteDeps, caller: Caller, command: AddNoteCommand): Promise<NoteDto> {
  const entity = await requireEntity(deps.db, caller, command.entityType, command.entityId);
  const content = cleanContent(command);
  // Portal users always write portal notes; only the brokerage writes internal ones.
  const allowPortalAccess = caller.isBrokerage ? (command.allowPortalAccess ?? true) : true;
  const link = safeLink(command.entityLink, entity.link);
  const mentioned = await mentionedUsers(deps.db, entity, !allowPortalAccess, command.notifyUsers);

  const noteId = await deps.db.transaction().execute(async (trx) => {
    const id = await repo.insertNote(trx, {
      entityType: entity.entityType,
      entityId: entity.entityId,
      entityDescription: command.entityDescription || entity.description,
      entityLink: link,
      ...content,
      allowPortalAccess,
      originatingApplication: command.originatingApplication || DEFAULT_ORIGINATING_APPLICATION,
      creatorUserId: caller.userId,
      companyId: caller.companyId,
    });
    await repo.insertMentions(trx, id, mentioned.map((u) => u.id));
    return id;
  });
  await notifyMentioned(deps, caller, noteId, entity, link, content.content, mentioned);
  return getNote(deps.db, caller, noteId);
}

export async function updateNote(deps: NoteDeps, caller: Caller, noteId: number, command: UpdateNoteCommand): Promise<NoteDto> {
  const { note, entity } = await getChangeableNote(deps.db, caller, noteId);
  const content = cleanContent(command);
  const alreadyMentioned = new Set((await repo.findMentions(deps.db, [noteId])).map((m) => m.id));
  const mentioned = (await mentionedUsers(deps.db, entity, !note.allow_portal_access, command.notifyUsers)).filter((u) => !alreadyMentioned.has(u.id));
  await deps.db.transaction().execute(async (trx) => {
    await repo.updateNoteContent(trx, noteId, content);
    await repo.insertMentions(trx, noteId, mentioned.map((u) => u.id));
  });
  await notifyMentioned(deps, caller, noteId, entity, note.entity_link ?? entity.link, content.content, mentioned);
  return getNote(deps.db, caller, noteId);
}

export async function deleteNote(db: Kysely<Database>, caller: Caller, noteId: number): Promise<{ resultId: number }> {
  await getChangeableNote(db, caller, noteId);
  const deleted = await db.transaction().execute((trx) => repo.softDeleteNote(trx, noteId));
  if (!deleted) throw notFound('Note');
  return { resultId: noteId };
}

/** A note the caller can see: its record is visible and, if internal, the caller is of the brokerage. */
async function getVisibleNote(db: Kysely<Database>, caller: Caller, noteId: number) {
  const note = await repo.findNoteById(db, noteId);
  if (!note || (!note.allow_portal_access && !includeInternal(caller))) throw notFound('Note');
  const entity = await findEntityForViewer(db, caller, note.entity_type, note.entity_id);
  if (!entity) throw notFound('Note');
  return { note, entity };
}

/** Only the creator changes a note (403), and never a read-only one (409). */
async function getChangeableNote(db: Kysely<Database>, caller: Caller, noteId: number) {
  const found = await getVisibleNote(db, caller, noteId);
  if (found.note.creator_user_id !== caller.userId) throw forbidden('Only the author of a note can change or delete it');
  if (found.note.is_readonly) throw conflict('This note is read-only');
  return found;
}

async function getNote(db: Kysely<Database>, caller: Caller, noteId: number): Promise<NoteDto> {
  const { note } = await getVisibleNote(db, caller, noteId);
  const [dto] = await withMentions(db, caller, [note]);
  return dto;
}

// ---- mention e-mails ----------------------------------------------------------------------------

/**
 * One e-mail per mentioned user (not the author, not users who turned mention e-mails off), sent
 * after the note is committed. A failure to queue one is logged; the note stands.
 */
async function notifyMentioned(
  deps: NoteDeps,
  caller: Caller,
  noteId: number,
  entity: EntityInfo,
  link: string,
  text: string,
  users: UserWithCompanyRow[],
): Promise<void> {
  const recipients = users.filter((u) => u.id !== caller.userId);
  const optedOut = await repo.usersWithoutMentionEmails(deps.db, recipients.map((u) => u.id));
  const author = `${caller.firstName} ${caller.lastName}`.trim();
  const url = `${deps.publicUrl.replace(/\/+$/, '')}${link}`;
  for (const user of recipients) {
    if (optedOut.has(user.id)) continue;
    try {
      await deps.mailer.send({
        to: user.email,
        subject: `You were mentioned on ${entity.label}`,
        text: [`Hello ${user.first_name},`, '', `${author} mentioned you on ${entity.label}:`, '', `"${excerpt(text)}"`, '', `Open it here: ${url}`].join('\n'),
      });
      await repo.markMentionNotified(deps.db, noteId, user.id);
    } catch (error) {
      deps.log.error({ err: error, noteId, userId: user.id }, 'could not queue a mention e-mail');
    }
  }
}
