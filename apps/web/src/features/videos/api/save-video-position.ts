import type { VideoList, VideoPositionAnswer } from '@portal/domain/videos/video-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT {portal}/videos/{id}/position: where the user stopped, kept on the server so it follows them to other devices. */
export async function saveVideoPosition(videoId: string, positionSeconds: number): Promise<VideoPositionAnswer['data']> {
  return (await portal.put('/videos/:videoId/position', { params: { videoId }, body: { positionSeconds } })).data;
}

/**
 * A save callback for the player of one video. The saved position is written into the cached list
 * (its progress bar and "Resume at"), without refetching. A lost save only costs a few seconds of
 * position, so it never interrupts the video with an error.
 */
export function useSaveVideoPosition(videoId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (seconds: number) => {
      saveVideoPosition(videoId, seconds)
        .then((saved) =>
          queryClient.setQueryData<VideoList>(queryKeys.videos.list(), (list) =>
            list ? { ...list, data: list.data.map((v) => (v.id === videoId ? { ...v, positionSeconds: saved.positionSeconds } : v)) } : list,
          ),
        )
        .catch(() => undefined);
    },
    [queryClient, videoId],
  );
}
