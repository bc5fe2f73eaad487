import { UpdateNoteSchema, type Note, type UpdateNoteBody } from '@portal/domain/notes/note-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { checkBody } from './check-body';

/** PUT {portal}/notes/{noteId}: noteContent, noteHTML, noteJSON. */
export async function updateNote({ noteId, body }: { noteId: number; body: UpdateNoteBody }): Promise<Note> {
  checkBody(UpdateNoteSchema, body);
  const answer = await portal.put('/notes/:noteId', { params: { noteId }, body });
  return answer.data;
}

/** The panel shows 'Successfully updated comment' or 'Failed to save changes' itself. */
export function useUpdateNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNote,
    meta: { silent: true, context: 'update note' },
    onSuccess: (note) => queryClient.invalidateQueries({ queryKey: queryKeys.notes.list(note.entityType, note.entityId) }),
  });
}
