import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface VideoMedia {
  video: Blob;
  captions: Blob | null;
}

/**
 * GET {portal}/videos/{id}/file and /captions through the API client, which sends the bearer
 * token (a <video src> could not): the player plays the blob (docs/decisions/0205-the-player-fetches-the-bytes-through-the-api-client.md).
 */
export async function getVideoMedia(videoId: string, hasCaptions: boolean, signal?: AbortSignal): Promise<VideoMedia> {
  const [video, captions] = await Promise.all([
    portal.download('/videos/:videoId/file', { params: { videoId }, signal }),
    hasCaptions ? portal.download('/videos/:videoId/captions', { params: { videoId }, signal }) : Promise.resolve(null),
  ]);
  return { video, captions: captions ? new Blob([captions], { type: 'text/vtt' }) : null };
}

export function videoMediaQueryOptions(videoId: string, hasCaptions: boolean) {
  // The bytes of a video never change; keep them while the page is open, drop them a minute after.
  return queryOptions({ queryKey: queryKeys.videos.media(videoId), queryFn: ({ signal }) => getVideoMedia(videoId, hasCaptions, signal), staleTime: Infinity, gcTime: 60_000 });
}

/** Object URLs of the video and its captions, revoked when they change or the player goes. */
export function useVideoMedia(videoId: string, hasCaptions: boolean) {
  const query = useQuery(videoMediaQueryOptions(videoId, hasCaptions));
  const urls = useMemo(
    () => (query.data ? { video: URL.createObjectURL(query.data.video), captions: query.data.captions ? URL.createObjectURL(query.data.captions) : null } : null),
    [query.data],
  );
  useEffect(
    () => () => {
      if (!urls) return;
      URL.revokeObjectURL(urls.video);
      if (urls.captions) URL.revokeObjectURL(urls.captions);
    },
    [urls],
  );
  return { ...query, urls };
}
