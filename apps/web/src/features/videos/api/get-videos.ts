import type { VideoList } from '@portal/domain/videos/video-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/videos: the library, each video with where the user stopped, and whether the user may manage it. */
export function getVideos(signal?: AbortSignal): Promise<VideoList> {
  return portal.get('/videos', { signal });
}

export function videosQueryOptions() {
  return queryOptions({ queryKey: queryKeys.videos.list(), queryFn: ({ signal }) => getVideos(signal) });
}

export function useVideos() {
  return useQuery(videosQueryOptions());
}
