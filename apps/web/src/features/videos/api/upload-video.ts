import type { Video, VideoUploadBody } from '@portal/domain/videos/video-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST {portal}/videos: a new video of the library (the brokerage's admins). */
export async function uploadVideo(body: VideoUploadBody): Promise<Video> {
  return (await portal.post('/videos', { body })).data;
}

export function useUploadVideo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadVideo, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.videos.all }), meta: { context: 'add video' } });
}
