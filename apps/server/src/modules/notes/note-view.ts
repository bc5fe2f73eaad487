import { isoRequired } from '@portal/domain/common/iso';
import type { CaseNote, Note } from '@portal/domain/notes/note-schemas';
import type { Caller } from '../../lib/caller';
import { documentFileUrl } from '../documents/document-view';
import type { NoteRow } from './notes.repository';

/** Only the author changes a note, and never a read-only (system) one. */
export function canEdit(caller: Caller, row: NoteRow): boolean {
  return !row.is_readonly && row.creator_user_id === caller.userId;
}

export function toNoteDto(caller: Caller, row: NoteRow, mentions: { id: number; first_name: string; last_name: string }[]): Note {
  return {
    id: row.id,
    content: row.content,
    noteContent: row.content,
    noteHTML: row.html,
    noteJSON: row.json ?? null,
    timeStamp: isoRequired(row.created_at),
    createDateTime: isoRequired(row.created_at),
    updateDateTime: isoRequired(row.updated_at),
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

/** A note of a case in the Trucks API's case note shape. */
export function toCaseNoteDto(caller: Caller, caseId: number, row: NoteRow): CaseNote {
  const logoUrl = row.company_logo_file_id ? documentFileUrl(row.company_logo_file_id) : null;
  return {
    id: row.id,
    content: row.content,
    jsonContent: row.json ?? null,
    htmlContent: row.html,
    timeStamp: isoRequired(row.created_at),
    owner: { firstName: row.creator_first_name ?? '', lastName: row.creator_last_name ?? '', logoUrl },
    creatorLogoURL: logoUrl,
    caseId,
    // Read-only for this caller: system notes and everybody else's notes.
    isReadOnly: !canEdit(caller, row),
    allowPortalAccess: row.allow_portal_access,
  };
}
