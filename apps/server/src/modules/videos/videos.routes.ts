import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import {
  MAX_CAPTIONS_BYTES,
  VideoAnswerSchema,
  VideoDeletedSchema,
  VideoIdParamsSchema,
  VideoListSchema,
  VideoPositionAnswerSchema,
  VideoPositionBodySchema,
  VideoUploadBodySchema,
} from '@portal/domain/videos/video-schemas';
import { loadBundledVideoFiles } from './bundled-video-files';
import { deleteVideo, getCaptions, getVideo, listVideos, openVideoFile, saveVideoPosition, uploadVideo } from './videos.service';

const tags = ['videos'];
const security = [{ bearer: [] }];

/** Uploads are large; a few a minute is plenty for the people who add videos. */
const uploadRateLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/**
 * The how-to video library (/videos, CarrierPortal; the brokerage's staff
 * manage it). Bytes answer Range requests so the player can seek; captions are WebVTT.
 */
export const videoPortalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAccess(ROUTE_ACCESS.videos));
  app.addHook('onReady', async () => {
    const loaded = await loadBundledVideoFiles(app);
    if (loaded > 0) app.log.info({ loaded }, 'demo videos loaded into the file store');
  });

  app.get(
    '/videos',
    { schema: { tags, security, summary: 'The video library, each video with where the caller stopped watching', response: { 200: VideoListSchema } } },
    async (request) => listVideos(app.db, request.caller),
  );

  app.post(
    '/videos',
    {
      config: uploadRateLimit,
      schema: {
        tags,
        security,
        summary: "Adds a video (base64 WebM or MP4, checked by content) with its WebVTT captions; the brokerage's admins only",
        body: VideoUploadBodySchema,
        response: { 201: VideoAnswerSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await uploadVideo(app, request.caller, request.body) }),
  );

  app.get(
    '/videos/:videoId',
    { schema: { tags, security, summary: 'One video of the library', params: VideoIdParamsSchema, response: { 200: VideoAnswerSchema } } },
    async (request) => ({ data: await getVideo(app.db, request.caller, request.params.videoId) }),
  );

  app.delete(
    '/videos/:videoId',
    { schema: { tags, security, summary: "Removes a video from the library; the brokerage's admins only", params: VideoIdParamsSchema, response: { 200: VideoDeletedSchema } } },
    async (request) => ({ data: await deleteVideo(app, request.caller, request.params.videoId) }),
  );

  app.get(
    '/videos/:videoId/file',
    {
      schema: {
        tags,
        security,
        summary: 'The video bytes (video/webm or video/mp4); supports Range (206, 416 beyond the end)',
        params: VideoIdParamsSchema,
        produces: ['video/webm', 'video/mp4'],
        response: { 200: z.any().describe('The whole video'), 206: z.any().describe('One byte range of the video') },
      },
    },
    async (request, reply) => {
      const answer = await openVideoFile(app, request.caller, request.params.videoId, request.headers.range);
      return reply.status(answer.status).headers(answer.headers).send(answer.stream);
    },
  );

  app.get(
    '/videos/:videoId/captions',
    {
      schema: {
        tags,
        security,
        summary: 'The WebVTT captions of a video (text/vtt)',
        params: VideoIdParamsSchema,
        produces: ['text/vtt'],
        response: { 200: z.string().max(MAX_CAPTIONS_BYTES).describe('WebVTT') },
      },
    },
    async (request, reply) => {
      const captions = await getCaptions(app.db, request.caller, request.params.videoId);
      return reply.type('text/vtt; charset=utf-8').header('cache-control', 'private, no-cache').send(captions);
    },
  );

  app.put(
    '/videos/:videoId/position',
    {
      schema: {
        tags,
        security,
        summary: 'Saves where the caller stopped watching (the player saves every few seconds and on pause)',
        params: VideoIdParamsSchema,
        body: VideoPositionBodySchema,
        response: { 200: VideoPositionAnswerSchema },
      },
    },
    async (request) => ({ data: await saveVideoPosition(app.db, request.caller, request.params.videoId, request.body.positionSeconds) }),
  );
};
