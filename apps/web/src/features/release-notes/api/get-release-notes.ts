import type { ReleaseNote } from '@portal/domain/release-notes/release-note-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/release-notes: what changed in each version, newest first. */
export async function getReleaseNotes(signal?: AbortSignal): Promise<ReleaseNote[]> {
  return (await portal.get('/release-notes', { signal })).data;
}

export function releaseNotesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.releaseNotes.list(),
    queryFn: ({ signal }) => getReleaseNotes(signal),
    staleTime: 30 * 60_000,
    // The dialog shows its own failure state.
    meta: { silent: true, context: 'release notes' },
  });
}

export function useReleaseNotes(enabled: boolean) {
  return useQuery({ ...releaseNotesQueryOptions(), enabled });
}
