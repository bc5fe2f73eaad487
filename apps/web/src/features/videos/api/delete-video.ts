import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE {portal}/videos/{id}: removes a video from the library (the brokerage's admins). */
export async function deleteVideo(videoId: string): Promise<void> {
  await portal.delete('/videos/:videoId', { params: { videoId } });
}

export function useDeleteVideo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteVideo, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.videos.all }), meta: { context: 'remove video' } });
}
