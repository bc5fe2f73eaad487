import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { Note } from '@portal/domain/notes/note-schemas';

/** GET {portal}/notes?entityId=&entityType=: {items: Note[]}. */
export async function getNotes(entityType: number, entityId: number | string, signal?: AbortSignal): Promise<Note[]> {
  const answer = await portal.get('/notes', { query: { entityId, entityType }, signal });
  return answer.items;
}

export function notesQueryOptions(entityType: number, entityId: number | string) {
  return queryOptions({
    queryKey: queryKeys.notes.list(entityType, entityId),
    queryFn: ({ signal }) => getNotes(entityType, entityId, signal),
    // The notes panel shows the failure itself (message or 'Request not successful', plus model-state messages).
    meta: { silent: true, context: 'notes' },
  });
}

export function useNotes(entityType: number, entityId: number | string) {
  return useQuery(notesQueryOptions(entityType, entityId));
}
