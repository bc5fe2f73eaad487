import { route } from '../api/route-contract';
import {
  VideoAnswerSchema,
  VideoDeletedSchema,
  VideoIdParamsSchema,
  VideoListSchema,
  VideoPositionAnswerSchema,
  VideoPositionBodySchema,
  VideoUploadBodySchema,
} from './video-schemas';

const videos = { service: 'portal', tags: ['videos'] } as const;

/** The how-to video library: list, add, read, remove, the bytes and captions, where the caller stopped. */
export const videoRoutes = {
  list: route({ ...videos, method: 'GET', path: '/videos', summary: 'The video library, each video with where the caller stopped watching', answer: VideoListSchema }),
  upload: route({
    ...videos,
    method: 'POST',
    path: '/videos',
    summary: "Adds a video (base64 WebM or MP4, checked by content) with its WebVTT captions; the brokerage's admins only",
    body: VideoUploadBodySchema,
    status: 201,
    answer: VideoAnswerSchema,
  }),
  get: route({ ...videos, method: 'GET', path: '/videos/:videoId', summary: 'One video of the library', params: VideoIdParamsSchema, answer: VideoAnswerSchema }),
  remove: route({ ...videos, method: 'DELETE', path: '/videos/:videoId', summary: "Removes a video from the library; the brokerage's admins only", params: VideoIdParamsSchema, answer: VideoDeletedSchema }),
  file: route({
    ...videos,
    method: 'GET',
    path: '/videos/:videoId/file',
    summary: 'The video bytes (video/webm or video/mp4); supports Range (206, 416 beyond the end)',
    params: VideoIdParamsSchema,
    answer: 'file',
    produces: ['video/webm', 'video/mp4'],
    ranges: true,
  }),
  captions: route({
    ...videos,
    method: 'GET',
    path: '/videos/:videoId/captions',
    summary: 'The WebVTT captions of a video (text/vtt)',
    params: VideoIdParamsSchema,
    answer: 'file',
    produces: ['text/vtt'],
  }),
  savePosition: route({
    ...videos,
    method: 'PUT',
    path: '/videos/:videoId/position',
    summary: 'Saves where the caller stopped watching (the player saves every few seconds and on pause)',
    params: VideoIdParamsSchema,
    body: VideoPositionBodySchema,
    answer: VideoPositionAnswerSchema,
  }),
} as const;
