import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
} from '@portal/domain/notes/note-schemas';
import { mentionableUsers } from './note-mentions.service';
import { addNote, deleteNote, listCaseNotes, listNotes, updateNote, type NoteDeps } from './notes.service';

const TAGS = ['notes'];
const security = [{ bearer: [] }];
/** A note is text and editor state; nothing near the upload-sized default body limit. */
const NOTE_BODY_LIMIT = 2 * 1024 * 1024;

const deps = (app: FastifyInstance): NoteDeps => ({ db: app.db, mailer: app.mailer, log: app.log, publicUrl: app.config.publicUrl });

/** Portal API: /portal/api/notes... */
export const notesPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notes',
    { schema: { tags: TAGS, summary: 'Notes of a record (entity type defaults to shipment), newest first', security, querystring: NotesQuerySchema, response: { 200: NoteItemsSchema } } },
    async (request) => listNotes(app.db, request.caller, request.query.entityType, request.query.entityId),
  );

  app.post(
    '/notes',
    { bodyLimit: NOTE_BODY_LIMIT, schema: { tags: TAGS, summary: 'Add a note (mentions are notified)', security, body: AddNoteSchema, response: { 201: NoteAnswerSchema } } },
    async (request, reply) => reply.status(201).send({ data: await addNote(deps(app), request.caller, request.body) }),
  );

  app.put(
    '/notes/:noteId',
    {
      bodyLimit: NOTE_BODY_LIMIT,
      schema: { tags: TAGS, summary: "Update a note's content (its author only)", security, params: NoteIdParamsSchema, body: UpdateNoteSchema, response: { 200: NoteAnswerSchema } },
    },
    async (request) => ({ data: await updateNote(deps(app), request.caller, request.params.noteId, request.body) }),
  );

  app.delete(
    '/notes/:noteId',
    { schema: { tags: TAGS, summary: 'Delete a note (its author only)', security, params: NoteIdParamsSchema, response: { 200: NoteResultIdSchema } } },
    async (request) => ({ data: await deleteNote(app.db, request.caller, request.params.noteId) }),
  );

  app.get(
    '/notes/mentionable-users',
    {
      schema: {
        tags: TAGS,
        summary: 'Up to five people who may see the record, by name or e-mail (entity type defaults to shipment)',
        security,
        querystring: MentionableUsersQuerySchema,
        response: { 200: MentionableUsersSchema },
      },
    },
    async (request) => mentionableUsers(app.db, request.caller, request.query.entityType, request.query.entityId, request.query.query),
  );
};

/** Trucks API: case notes (the spec's path verbatim). */
export const notesTrucksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v2/cases/:id/notes',
    { schema: { tags: TAGS, summary: 'Notes of a case, newest first (page 1, size 50 by default)', security, params: CaseNotesParamsSchema, querystring: CaseNotesQuerySchema, response: { 200: CaseNotesSchema } } },
    async (request) => listCaseNotes(app.db, request.caller, request.params.id, request.query.page, request.query.pageSize),
  );
};
