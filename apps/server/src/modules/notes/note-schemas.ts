import { z } from 'zod';
import { CASE_NOTES_PAGE_SIZE, MENTION_QUERY_MAX_LENGTH } from '@portal/domain/common/constants';
import { EntityType } from '@portal/domain/common/entity-type';

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
const entityTypeSchema = z.coerce.number().int().min(0).max(99).default(EntityType.SHIPMENT);

export const noteIdParams = z.object({ noteId: idSchema });
export const caseIdParams = z.object({ id: idSchema });

export const notesQuery = z.object({ entityId: idSchema, entityType: entityTypeSchema });

export const mentionableUsersQuery = z.object({
  entityId: idSchema,
  entityType: entityTypeSchema,
  query: z.string().max(MENTION_QUERY_MAX_LENGTH).optional(),
});

export const caseNotesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(CASE_NOTES_PAGE_SIZE),
});

const NotifyUserSchema = z.object({
  id: z.preprocess((v) => (v === null || v === '' ? undefined : v), idSchema.optional()),
  email: z.string().trim().max(320).nullish(),
});

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
  entityId: idSchema,
  entityType: entityTypeSchema,
  entityDescription: z.string().trim().max(200).nullish(),
  entityLink: z.string().trim().max(500).nullish(),
  ...noteContent,
  notifyUsers: z.array(NotifyUserSchema).max(50).nullish(),
  originatingApplication: z.string().trim().max(60).nullish(),
  allowPortalAccess: z.boolean().nullish(),
});
export type AddNoteCommand = z.infer<typeof AddNoteSchema>;

/** The spec's update command (plus, optionally, users mentioned by the edit). */
export const UpdateNoteSchema = z.object({
  ...noteContent,
  notifyUsers: z.array(NotifyUserSchema).max(50).nullish(),
});
export type UpdateNoteCommand = z.infer<typeof UpdateNoteSchema>;

const PersonSchema = z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() });

export const NoteSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  noteContent: z.string(),
  noteHTML: z.string().nullable(),
  noteJSON: z.unknown(),
  timeStamp: z.string(),
  createDateTime: z.string(),
  updateDateTime: z.string(),
  creator: PersonSchema.extend({ profilePictureId: z.string().nullable() }).nullable(),
  allowPortalAccess: z.boolean(),
  isReadonly: z.boolean(),
  entityId: z.number().int(),
  entityType: z.number().int(),
  entityDescription: z.string().nullable(),
  entityLink: z.string().nullable(),
  originatingApplication: z.string().nullable(),
  mentions: z.array(PersonSchema),
  canEdit: z.boolean(),
});
export type NoteDto = z.infer<typeof NoteSchema>;

export const NoteItemsSchema = z.object({ items: z.array(NoteSchema) });
export const NoteAnswerSchema = z.object({ data: NoteSchema });
export const NoteResultIdSchema = z.object({ data: z.object({ resultId: z.number().int() }) });

export const MentionableUserSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  profilePictureId: z.string().nullable(),
  emailAddresses: z.array(z.object({ value: z.string() })),
  companyName: z.string(),
});
export const MentionableUsersSchema = z.object({ data: z.array(MentionableUserSchema) });

/** Case note as the Trucks API answers it (spec section 3), plus the note id. */
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
export const CaseNotesSchema = z.object({ data: z.array(CaseNoteSchema), totalCount: z.number().int() });
