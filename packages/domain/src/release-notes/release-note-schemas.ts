import { z } from 'zod';

/** One release as the "application updates" dialog shows it. */
export const ReleaseNoteSchema = z.object({
  version: z.string(),
  date: z.string(),
  title: z.string(),
  items: z.array(z.string()),
});
export type ReleaseNote = z.output<typeof ReleaseNoteSchema>;

/** GET /release-notes: newest first. */
export const ReleaseNotesAnswerSchema = z.object({ data: z.array(ReleaseNoteSchema) });
export type ReleaseNotesAnswer = z.output<typeof ReleaseNotesAnswerSchema>;
