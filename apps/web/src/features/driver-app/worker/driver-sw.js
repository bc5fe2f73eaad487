/* The driver app's service worker (built into /driver-sw.js by driver-worker.ts, which puts PRECACHE
 * and VERSION in front of this file). It controls the driver's pages only (scope /my-shipments):
 * - the app's shell and the modules of the driver's pages are kept at install, so the pages open
 *   with no connection;
 * - built files (named by their content) are answered from the cache first;
 * - the driver's API reads go to the network first and are kept, so the last answers show offline;
 * - writes are never touched here: the page's outbox sends them (no Background Sync in Safari). */
/* global PRECACHE, VERSION */
const SHELL_CACHE = `portal-driver-shell-${VERSION}`;
const API_CACHE = 'portal-driver-api';
const SHELL_URL = new URL('./', self.registration.scope).pathname.replace(/\/$/, '');
const API_PREFIXES = ['/portal/api/', '/trucks/api/', '/carrier/api/'];
/** Reads that must not be kept: the live stream and the session's own calls. */
const NEVER_KEPT = [/\/live-updates/, /\/auth\//, /\/events(\?|$)/];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll([SHELL_URL, ...PRECACHE]);
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith('portal-driver-shell-') && name !== SHELL_CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

/** The shell from the network (a release brings a new one), else the kept one. */
async function shell(request) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(SHELL_URL, response.clone());
    return response;
  } catch {
    return (await cache.match(SHELL_URL)) ?? Response.error();
  }
}

/** A built file: the same name is the same content, so the kept copy is good for ever. */
async function builtFile(request) {
  const cache = await caches.open(SHELL_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

const offlineProblem = () =>
  new Response(JSON.stringify({ type: 'about:blank', title: 'Offline', status: 503, detail: 'No connection, and this page has not been read on this phone before' }), {
    status: 503,
    headers: { 'content-type': 'application/problem+json' },
  });

/** An API read: the network's answer, kept; the kept one when there is no connection. */
async function apiRead(request) {
  const cache = await caches.open(API_CACHE);
  try {
    const response = await fetch(request);
    if (response.status === 200) await cache.put(request, response.clone());
    return response;
  } catch {
    return (await cache.match(request, { ignoreVary: true })) ?? offlineProblem();
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (url.pathname === SHELL_URL || url.pathname.startsWith(`${SHELL_URL}/`)) event.respondWith(shell(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(builtFile(request));
    return;
  }
  const isApi = API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix));
  if (!isApi || request.headers.has('range') || NEVER_KEPT.some((pattern) => pattern.test(url.pathname))) return;
  if ((request.headers.get('accept') ?? '').includes('text/event-stream')) return;
  event.respondWith(apiRead(request));
});
