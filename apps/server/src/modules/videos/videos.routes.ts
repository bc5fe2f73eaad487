import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTE_ACCESS } from '@portal/domain/auth/access';
import { videoRoutes } from '@portal/domain/videos/video-routes';
import { serve } from '../../lib/serve-route';
import { loadBundledVideoFiles } from './bundled-video-files';
import { deleteVideo, getCaptions, getVideo, listVideos, openVideoFile, saveVideoPosition, uploadVideo } from './videos.service';

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

  serve(app, videoRoutes.list, async (request) => listVideos(app.db, request.caller));
  serve(app, videoRoutes.upload, async (request, reply) => reply.status(201).send({ data: await uploadVideo(app, request.caller, request.body) }), { config: uploadRateLimit });
  serve(app, videoRoutes.get, async (request) => ({ data: await getVideo(app.db, request.caller, request.params.videoId) }));
  serve(app, videoRoutes.remove, async (request) => ({ data: await deleteVideo(app, request.caller, request.params.videoId) }));
  serve(app, videoRoutes.file, async (request, reply) => {
    const answer = await openVideoFile(app, request.caller, request.params.videoId, request.headers.range);
    return reply.status(answer.status).headers(answer.headers).send(answer.stream);
  });
  serve(app, videoRoutes.captions, async (request, reply) => {
    const captions = await getCaptions(app.db, request.caller, request.params.videoId);
    return reply.type('text/vtt; charset=utf-8').header('cache-control', 'private, no-cache').send(captions);
  });
  serve(app, videoRoutes.savePosition, async (request) => ({ data: await saveVideoPosition(app.db, request.caller, request.params.videoId, request.body.positionSeconds) }));
};
