import type { NotifyUser } from '@portal/domain/notes/note-schemas';

/**
 * Web-only note types (editor and panel state). The notes API's answers and bodies are the domain's
 * (@portal/domain/notes/note-schemas).
 */

/** What the editor hands over: plain text, HTML and JSON of the same content, plus the people mentioned. */
export interface NoteDraft {
  noteContent: string;
  noteHTML: string;
  noteJSON: string;
  notifyUsers: NotifyUser[];
}

/** The record a note belongs to. */
export interface NoteEntity {
  entityId: number | string;
  entityType: number;
  entityDescription?: string;
  /** The portal path of the record ('/shipments/4100123'); mention e-mails link to it. */
  entityLink?: string;
}
