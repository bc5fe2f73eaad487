import { MENTION_MAX_SUGGESTIONS } from '@portal/domain/common/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { MentionableUser } from '@portal/domain/notes/note-schemas';

/** GET {portal}/notes/mentionable-users?entityId=&entityType=&query=: at most five suggestions are kept. */
export async function getMentionableUsers(
  entityType: number,
  entityId: number | string,
  query: string,
  signal?: AbortSignal,
): Promise<MentionableUser[]> {
  const answer = await portal.get('/notes/mentionable-users', {
    query: { entityId, entityType, query },
    signal,
  });
  return answer.data.slice(0, MENTION_MAX_SUGGESTIONS);
}

export function mentionableUsersQueryOptions(entityType: number, entityId: number | string, query: string) {
  return queryOptions({
    queryKey: queryKeys.notes.mentionableUsers(entityType, entityId, query),
    queryFn: ({ signal }) => getMentionableUsers(entityType, entityId, query, signal),
    staleTime: 60_000,
    retry: false,
    // An empty suggestion list is the only sign of failure a typeahead needs.
    meta: { silent: true, context: 'mentionable users' },
  });
}

/** query null: no '@' being typed, nothing is asked. The caller debounces the query. */
export function useMentionableUsers(entityType: number, entityId: number | string, query: string | null) {
  return useQuery({
    ...mentionableUsersQueryOptions(entityType, entityId, query ?? ''),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
