import { z } from 'zod';
import { CASE_NOTES_PAGE_SIZE, MENTION_QUERY_MAX_LENGTH } from '../common/constants';
import { EntityType } from '../common/entity-type';
import { idParam } from '../common/query-schemas';

/**
 * The notes routes' contract (Note, the add and update commands, mentionable users,
 * the Trucks API's case notes). Notes hang on any record; the entity type defaults to shipment.
 */

const entityTypeSchema = z.coerce.number().int().min(0).max(99).default(EntityType.SHIPMENT);

export const NoteIdParamsSchema = z.object({ noteId: idParam });
export const CaseNotesParamsSchema = z.object({ id: idParam });

export const NotesQuerySchema = z.object({ entityId: idParam, entityType: entityTypeSchema });

export const MentionableUsersQuerySchema = z.object({
  entityId: idParam,
  entityType: entityTypeSchema,
  query: z.string().max(MENTION_QUERY_MAX_LENGTH).optional(),
});

export const CaseNotesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(CASE_NOTES_PAGE_SIZE),
});

const NotifyUserSchema = z.object({
  id: z.preprocess((v) => (v === null || v === '' ? undefined : v), idParam.optional()),
  email: z.string().trim().max(320).nullish(),
});
export type NotifyUser = z.input<typeof NotifyUserSchema>;

/** Limits that keep one note a note: the editor never comes near them. */
export const NOTE_LIMITS = { contentChars: 20_000, htmlChars: 200_000, jsonChars: 500_000 } as const;

const noteContent = {
  noteContent: z.string().max(NOTE_LIMITS.contentChars),
  noteHTML: z.string().max(NOTE_LIMITS.htmlChars).nullish(),
  /** The editor's state, as an object or as its JSON text; given back as it came. */
  noteJSON: z.unknown().optional(),
};

/** The spec's add-note command. */
export const AddNoteSchema = z.object({
  entityId: idParam,
  entityType: entityTypeSchema,
  entityDescription: z.string().trim().max(200).nullish(),
  entityLink: z.string().trim().max(500).nullish(),
  ...noteContent,
  notifyUsers: z.array(NotifyUserSchema).max(50).nullish(),
  originatingApplication: z.string().trim().max(60).nullish(),
  allowPortalAccess: z.boolean().nullish(),
});
export type AddNoteCommand = z.output<typeof AddNoteSchema>;
export type AddNoteBody = z.input<typeof AddNoteSchema>;

/** The spec's update command (plus, optionally, users mentioned by the edit). */
export const UpdateNoteSchema = z.object({
  ...noteContent,
  notifyUsers: z.array(NotifyUserSchema).max(50).nullish(),
});
export type UpdateNoteCommand = z.output<typeof UpdateNoteSchema>;
export type UpdateNoteBody = z.input<typeof UpdateNoteSchema>;

// ---- answers -----------------------------------------------------------------------------------

/** A person as notes show them. */
const NotePersonSchema = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() });
export type NotePerson = z.output<typeof NotePersonSchema>;

/** A note of any record (the spec's Note). noteHTML is sanitised by the server. */
export const NoteSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  noteContent: z.string(),
  noteHTML: z.string().nullable(),
  /** The editor's state, as an object or as its JSON text. */
  noteJSON: z.unknown(),
  timeStamp: z.string(),
  createDateTime: z.string(),
  updateDateTime: z.string(),
  creator: NotePersonSchema.extend({ profilePictureId: z.string().nullable() }).nullable(),
  /** False: an internal note (tinted, 'Internal Note'). */
  allowPortalAccess: z.boolean(),
  isReadonly: z.boolean(),
  entityId: z.number().int(),
  entityType: z.number().int(),
  entityDescription: z.string().nullable(),
  entityLink: z.string().nullable(),
  originatingApplication: z.string().nullable(),
  mentions: z.array(NotePersonSchema),
  canEdit: z.boolean(),
});
export type Note = z.output<typeof NoteSchema>;

export const NoteItemsSchema = z.object({ items: z.array(NoteSchema) });
export type NoteItems = z.output<typeof NoteItemsSchema>;
export const NoteAnswerSchema = z.object({ data: NoteSchema });
export type NoteAnswer = z.output<typeof NoteAnswerSchema>;
export const NoteResultIdSchema = z.object({ data: z.object({ resultId: z.number().int() }) });
export type NoteResultId = z.output<typeof NoteResultIdSchema>;

/** Someone who may be @mentioned on a record (the spec's Mentionable user). */
export const MentionableUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  profilePictureId: z.string().nullable(),
  emailAddresses: z.array(z.object({ value: z.string() })),
  companyName: z.string(),
});
export type MentionableUser = z.output<typeof MentionableUserSchema>;
export const MentionableUsersSchema = z.object({ data: z.array(MentionableUserSchema) });
export type MentionableUsers = z.output<typeof MentionableUsersSchema>;

/** Case note as the Trucks API answers it, plus the note id. */
export const CaseNoteSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  jsonContent: z.unknown(),
  htmlContent: z.string().nullable(),
  timeStamp: z.string(),
  owner: z.object({ firstName: z.string(), lastName: z.string(), logoUrl: z.string().nullable() }),
  creatorLogoURL: z.string().nullable(),
  caseId: z.number().int(),
  isReadOnly: z.boolean(),
  allowPortalAccess: z.boolean(),
});
export type CaseNote = z.output<typeof CaseNoteSchema>;
export const CaseNotesSchema = z.object({ data: z.array(CaseNoteSchema), totalCount: z.number().int() });
export type CaseNotes = z.output<typeof CaseNotesSchema>;
