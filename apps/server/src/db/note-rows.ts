import type { Db } from './db';

/**
 * Writing a note row, shared by the notes module (notes people write) and the modules that keep a
 * record's history as read-only internal notes (third-party invoices), so both fill the columns alike.
 */

export interface NewNote {
  entityType: number;
  entityId: number;
  entityDescription: string;
  entityLink: string;
  content: string;
  html: string | null;
  json: unknown;
  allowPortalAccess: boolean;
  /** A history entry nobody may edit or delete. */
  isReadonly: boolean;
  originatingApplication: string;
  creatorUserId: number;
  companyId: number;
}

/** jsonb takes the JSON text: objects, arrays and strings all keep their shape. */
export const noteJson = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

export async function insertNote(db: Db, note: NewNote): Promise<number> {
  const row = await db
    .insertInto('notes')
    .values({
      entity_type: note.entityType,
      entity_id: note.entityId,
      entity_description: note.entityDescription,
      entity_link: note.entityLink,
      content: note.content,
      html: note.html,
      json: noteJson(note.json),
      allow_portal_access: note.allowPortalAccess,
      is_readonly: note.isReadonly,
      originating_application: note.originatingApplication,
      creator_user_id: note.creatorUserId,
      company_id: note.companyId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
