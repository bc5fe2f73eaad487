import { AddNoteSchema, type AddNoteBody, type Note } from '@portal/domain/notes/note-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { checkBody } from './check-body';

/** POST {portal}/notes: {data: Note}. Mentioned users are notified by the server. */
export async function addNote(body: AddNoteBody): Promise<Note> {
  checkBody(AddNoteSchema, body);
  const answer = await portal.post('/notes', { body });
  return answer.data;
}

/** The panel shows 'Failed to save comment' itself. */
export function useAddNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addNote,
    meta: { silent: true, context: 'add note' },
    onSuccess: (note) => queryClient.invalidateQueries({ queryKey: queryKeys.notes.list(note.entityType, note.entityId) }),
  });
}
