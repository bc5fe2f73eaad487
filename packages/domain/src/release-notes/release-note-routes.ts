import { route } from '../api/route-contract';
import { ReleaseNotesAnswerSchema } from './release-note-schemas';

/** What changed in the portal: any signed-in user may read it. */
export const releaseNoteRoutes = {
  list: route({ service: 'portal', tags: ['release-notes'], method: 'GET', path: '/release-notes', summary: 'What changed in the portal, newest first', answer: ReleaseNotesAnswerSchema }),
} as const;
