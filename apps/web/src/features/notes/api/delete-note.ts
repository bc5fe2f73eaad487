import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE {portal}/notes/{noteId}. */
export async function deleteNote(noteId: number): Promise<void> {
  await portal.delete('/notes/:noteId', { params: { noteId } });
}

/** The panel shows 'Successfully removed comment' or "Can't delete this comment" itself. */
export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: { id: number; entityType: number; entityId: number | string }) => deleteNote(note.id),
    meta: { silent: true, context: 'delete note' },
    onSuccess: (_answer, note) => queryClient.invalidateQueries({ queryKey: queryKeys.notes.list(note.entityType, note.entityId) }),
  });
}
