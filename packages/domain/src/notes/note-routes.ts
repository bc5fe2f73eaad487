import { route } from '../api/route-contract';
import {
  AddNoteSchema,
  CaseNotesParamsSchema,
  CaseNotesQuerySchema,
  CaseNotesSchema,
  MentionableUsersQuerySchema,
  MentionableUsersSchema,
  NoteAnswerSchema,
  NoteIdParamsSchema,
  NoteItemsSchema,
  NoteResultIdSchema,
  NotesQuerySchema,
  UpdateNoteSchema,
} from './note-schemas';

const notes = { service: 'portal', tags: ['notes'] } as const;

/** Notes on a record (a shipment, order, case...) and the people a note may mention. */
export const noteRoutes = {
  list: route({ ...notes, method: 'GET', path: '/notes', summary: 'Notes of a record (entity type defaults to shipment), newest first', query: NotesQuerySchema, answer: NoteItemsSchema }),
  add: route({ ...notes, method: 'POST', path: '/notes', summary: 'Add a note (mentions are notified)', body: AddNoteSchema, status: 201, answer: NoteAnswerSchema }),
  update: route({ ...notes, method: 'PUT', path: '/notes/:noteId', summary: "Update a note's content (its author only)", params: NoteIdParamsSchema, body: UpdateNoteSchema, answer: NoteAnswerSchema }),
  remove: route({ ...notes, method: 'DELETE', path: '/notes/:noteId', summary: 'Delete a note (its author only)', params: NoteIdParamsSchema, answer: NoteResultIdSchema }),
  mentionableUsers: route({
    ...notes,
    method: 'GET',
    path: '/notes/mentionable-users',
    summary: 'Up to five people who may see the record, by name or e-mail (entity type defaults to shipment)',
    query: MentionableUsersQuerySchema,
    answer: MentionableUsersSchema,
  }),
  caseNotes: route({
    service: 'trucks',
    tags: ['notes'],
    method: 'GET',
    path: '/v2/cases/:id/notes',
    summary: 'Notes of a case, newest first (page 1, size 50 by default)',
    params: CaseNotesParamsSchema,
    query: CaseNotesQuerySchema,
    answer: CaseNotesSchema,
  }),
} as const;
