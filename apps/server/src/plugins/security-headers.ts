import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const OPTIONS: HelmetOptions = {
  // Sent by strictTransportSecurity (api-headers.ts), only on requests that arrived over TLS.
  strictTransportSecurity: false,
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // The video player plays the video and its captions as blobs fetched with the bearer token.
      mediaSrc: ["'self'", 'blob:'],
      workerSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameSrc: ["'self'", 'blob:'],
      frameAncestors: ["'self'"],
    },
  },
};

/**
 * The headers helmet sets with OPTIONS, worked out once. None of them depends on the request, and
 * building helmet's middleware per request (as @fastify/helmet does) parsed the policy again on
 * every call: about 6 % of a small API answer's time (docs/performance.md).
 */
export function securityHeaderValues(options: HelmetOptions = OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * What only a document (or a worker) reads: the policy, framing, the opener and the old browsers'
 * switches. A script or a stylesheet gains nothing from them, and the app's first load fetches about
 * a hundred of those, each carrying some 600 bytes of these headers (docs/decisions/0241-every-lighthouse-run-a-first-visit-the-signed-in-frame-in-a.md).
 * They keep nosniff, the resource policy and the referrer policy, which do apply to them.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * A script or stylesheet of the web build (assets/name-<hash>.js or .css). Workers are .mjs (pdf.js)
 * and keep the whole set: a worker runs under its own script's policy.
 */
export function isBuiltScriptOrStyle(url: string): boolean {
  return /^\/assets\/[^/?]+\.(js|css)(\?|$)/.test(url);
}

/** Every answer, the web app's and the APIs', carries the security headers; scripts and styles the ones they use. */
export async function securityHeaders(app: FastifyInstance) {
  const headers = securityHeaderValues();
  const subresourceHeaders = Object.fromEntries(Object.entries(headers).filter(([name]) => !DOCUMENT_ONLY_HEADERS.includes(name)));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isBuiltScriptOrStyle(request.url) ? subresourceHeaders : headers);
    done();
  });
}
