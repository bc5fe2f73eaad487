import type { PlaceSuggestionKind, PlaceSuggestionList } from '@portal/domain/locations/place-suggestion-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

/** GET {portal}/places/suggestions?q=Memph&kinds=City,PostalCode: ranked cities and postal codes. */
export function getPlaceSuggestions(q: string, kinds: readonly PlaceSuggestionKind[], signal?: AbortSignal): Promise<PlaceSuggestionList> {
  return portal.get('/places/suggestions', { query: { q, ...(kinds.length > 0 ? { kinds: kinds.join(',') } : {}) }, signal });
}

export function placeSuggestionsQueryOptions(q: string, kinds: readonly PlaceSuggestionKind[]) {
  const text = q.trim();
  return queryOptions({
    queryKey: queryKeys.placeSuggestions(text, kinds),
    queryFn: ({ signal }) => getPlaceSuggestions(text, kinds, signal),
    // Reference data: the same text answers the same places all day.
    staleTime: 60 * 60 * 1000,
    // The box says when nothing matches; a failed lookup leaves the typed text to the form.
    meta: { silent: true },
  });
}

/** Suggestions for the (debounced) text; nothing is asked for an empty box. */
export function usePlaceSuggestions(q: string, kinds: readonly PlaceSuggestionKind[]) {
  return useQuery({ ...placeSuggestionsQueryOptions(q, kinds), enabled: q.trim().length > 0, placeholderData: keepPreviousData });
}
