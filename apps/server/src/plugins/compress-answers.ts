import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * The APIs' answers, compressed for a client that accepts it (brotli, else gzip): a shipment list's
 * page is 10 KB of JSON and about 1.5 KB compressed, which on a phone's slow link is most of the
 * time the answer takes. Brotli at quality 4, not Node's default 11: the fastest levels
 * give nearly all of the saving for JSON, and 11 costs milliseconds of CPU per answer. Answers under
 * 1 KB (a count, an empty page) go as they are, and so do types that do not compress (documents,
 * images, videos). A client that does not ask (wrk in `npm run bench`) gets the plain answer. Request
 * bodies are never inflated: the APIs accept only what they read.
 */
export async function compressAnswers(api: FastifyInstance) {
  await api.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    globalDecompression: false,
  });
}
