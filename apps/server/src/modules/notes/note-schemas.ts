/**
 * The notes contract lives in the domain (@portal/domain/notes/note-schemas). This name stays here
 * for the invoices module that declares its notes answer until it imports the domain's directly;
 * nothing in this module reads it from here.
 */
export { NoteItemsSchema } from '@portal/domain/notes/note-schemas';
