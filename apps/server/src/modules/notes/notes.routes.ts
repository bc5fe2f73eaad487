import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noteRoutes } from '@portal/domain/notes/note-routes';
import { serve } from '../../lib/serve-route';
import { mentionableUsers } from './note-mentions.service';
import { addNote, deleteNote, listCaseNotes, listNotes, updateNote, type NoteDeps } from './notes.service';

/** A note is text and editor state; nothing near the upload-sized default body limit. */
const NOTE_BODY_LIMIT = 2 * 1024 * 1024;

const deps = (app: FastifyInstance): NoteDeps => ({ db: app.db, mailer: app.mailer, log: app.log, publicUrl: app.config.publicUrl });

/** Portal API: /portal/api/notes... */
export const notesPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, noteRoutes.list, async (request) => listNotes(app.db, request.caller, request.query.entityType, request.query.entityId));
  serve(app, noteRoutes.add, async (request, reply) => reply.status(201).send({ data: await addNote(deps(app), request.caller, request.body) }), { bodyLimit: NOTE_BODY_LIMIT });
  serve(app, noteRoutes.update, async (request) => ({ data: await updateNote(deps(app), request.caller, request.params.noteId, request.body) }), { bodyLimit: NOTE_BODY_LIMIT });
  serve(app, noteRoutes.remove, async (request) => ({ data: await deleteNote(app.db, request.caller, request.params.noteId) }));
  serve(app, noteRoutes.mentionableUsers, async (request) => mentionableUsers(app.db, request.caller, request.query.entityType, request.query.entityId, request.query.query));
};

/** Trucks API: case notes (the spec's path verbatim). */
export const notesTrucksRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, noteRoutes.caseNotes, async (request) => listCaseNotes(app.db, request.caller, request.params.id, request.query.page, request.query.pageSize));
};
