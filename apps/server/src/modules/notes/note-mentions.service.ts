import type { FastifyBaseLogger } from 'fastify';
import { MENTION_MAX_SUGGESTIONS } from '@portal/domain/common/constants';
import type { AddNoteCommand, MentionableUsers } from '@portal/domain/notes/note-schemas';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import type { Mailer } from '../../lib/mailer';
import { mailTexts } from '../../lib/mail-texts/mail-texts';
import { isLanguage } from '@portal/domain/common/language';
import { MESSAGES } from '@portal/domain/common/messages';
import { NOTE_MESSAGES } from '@portal/domain/notes/note-messages';
import { badRequest } from '../../lib/problem';
import { toCaller } from '../auth/current-user';
import { findUsersWithCompany } from '../auth/users.service';
import { findEntityForViewer, requirePartyEntity, type EntityInfo } from '../documents/entity-access';
import { excerpt } from './note-html';
import { recipientsWanting } from '../profile/notification-recipients.service';
import { markMentionNotified, searchUsersOfCompanies } from './notes.repository';

/** Who may be mentioned on a record, who a note mentions, and the mention e-mails. */

export type MentionedUser = Awaited<ReturnType<typeof findUsersWithCompany>>[number];

/**
 * Whether a user may read the record's notes (and, for an internal note, is of the brokerage): the
 * same rules as for the caller, applied to that user, so a carrier that only sees a load on the
 * board is not one. Disabled users and users of Do Not Use companies may not.
 */
async function maySee(db: Db, user: MentionedUser, entity: EntityInfo, internal: boolean): Promise<boolean> {
  if (user.status !== 'Active' || user.do_not_use) return false;
  const viewer = toCaller(user, false);
  if (internal && !viewer.isBrokerage) return false;
  return (await findEntityForViewer(db, viewer, entity.entityType, entity.entityId))?.isParty === true;
}

/** Up to five people who may see the record, matching the query on name or e-mail (the caller left out). */
export async function mentionableUsers(db: Db, caller: Caller, entityType: number, entityId: number, query: string | undefined): Promise<MentionableUsers> {
  const entity = await requirePartyEntity(db, caller, entityType, entityId);
  const candidates = await searchUsersOfCompanies(db, entity.partyCompanyIds, query, 50);
  const users = await findUsersWithCompany(db, candidates.filter((c) => c.id !== caller.userId).map((c) => c.id), []);
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

/**
 * The users named in notifyUsers (by id, else by e-mail), each of whom may read the note. Naming
 * anyone else is a 400: the note would otherwise e-mail its text to someone outside the load. Unknown
 * users get the same answer as outsiders, so the answer does not tell who has an account.
 */
export async function mentionedUsers(db: Db, entity: EntityInfo, internal: boolean, notify: AddNoteCommand['notifyUsers']): Promise<MentionedUser[]> {
  const list = (notify ?? []).filter((n) => n.id !== undefined || !!n.email?.trim());
  const ids = list.flatMap((n) => (n.id !== undefined ? [n.id] : []));
  const emails = list.flatMap((n) => (n.id === undefined && n.email ? [n.email] : []));
  const users = await findUsersWithCompany(db, ids, emails);
  const allowed = new Map<number, MentionedUser>();
  for (const user of users) if (await maySee(db, user, entity, internal)) allowed.set(user.id, user);
  const byEmail = new Map([...allowed.values()].map((u) => [u.email.toLowerCase(), u]));
  const refused = list
    .filter((n) => (n.id !== undefined ? !allowed.has(n.id) : !byEmail.has(n.email!.trim().toLowerCase())))
    .map((n) => MESSAGES.cannotReadNote({ who: n.id !== undefined ? n.email?.trim() || NOTE_MESSAGES.userById({ userId: n.id }).text : n.email!.trim() }));
  if (refused.length > 0) throw badRequest(MESSAGES.mentionNotAReader, { notifyUsers: refused });
  return [...allowed.values()];
}

export interface MentionMailDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Origin of the portal, for links in e-mails. */
  publicUrl: string;
}

/** What a mention e-mail says: the note, where it is, and its text. */
export interface MentionMail {
  noteId: number;
  entity: EntityInfo;
  link: string;
  text: string;
}

/**
 * One e-mail per mentioned user (not the author, not users who turned mention e-mails off), sent
 * after the note is committed. A failure to queue one is logged; the note stands.
 */
export async function notifyMentioned(deps: MentionMailDeps, caller: Caller, mail: MentionMail, users: MentionedUser[]): Promise<void> {
  const recipients = users.filter((u) => u.id !== caller.userId);
  const wanting = await recipientsWanting(deps.db, recipients.map((u) => u.id), 'mentions');
  const author = `${caller.firstName} ${caller.lastName}`.trim();
  const url = `${deps.publicUrl.replace(/\/+$/, '')}${mail.link}`;
  for (const user of recipients) {
    if (!wanting.has(user.id)) continue;
    try {
      // Each mentioned user reads the mail in the language they chose; the note itself as written.
      const texts = mailTexts(isLanguage(user.language) ? user.language : null);
      await deps.mailer.send({
        to: user.email,
        subject: texts.mention.subject(mail.entity.label),
        text: [texts.hello(user.first_name), '', texts.mention.mentioned(author, mail.entity.label), '', `"${excerpt(mail.text)}"`, '', texts.mention.open(url)].join('\n'),
      });
      await markMentionNotified(deps.db, mail.noteId, user.id);
    } catch (error) {
      deps.log.error({ err: error, noteId: mail.noteId, userId: user.id }, 'could not queue a mention e-mail');
    }
  }
}
