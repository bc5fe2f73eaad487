import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, isHashedAsset, preferredEncoding } from '../../src/app';
import { loadConfig } from '../../src/config';
import { connectDatabase, type DatabaseHandle } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import { runtimeConfig, withRuntimeConfig } from '../../src/web-app/runtime-config';

const SCRIPT = `console.log(${JSON.stringify('freight '.repeat(400))});`;
const FRAME_PRELOAD = '<link rel="modulepreload" crossorigin href="/assets/frame-CeKLLSi3.js">';
const INDEX_HTML = '<!doctype html><head><title>Portal</title></head>';
/** The page as sent: the runtime configuration written into its head (web-app/runtime-config.ts). */
const configScript = (body: string) => /<script type="application\/json" id="runtime-config">(.*?)<\/script><\/head>/.exec(body)?.[1];

/** The built web app: only content-hashed assets are cached for good; everything else revalidates. */
describe('serving the built web app', () => {
  let dist: string;
  let handle: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    // As apps/web/app-html.ts writes it: index.html with the app's frame preloaded.
    fs.writeFileSync(path.join(dist, 'app.html'), `<!doctype html><head><title>Portal</title>${FRAME_PRELOAD}</head>`);
    fs.writeFileSync(path.join(dist, 'assets', 'index-CeKLLSi2.js'), SCRIPT);
    // As the build leaves them (scripts/precompress-assets.mjs).
    fs.writeFileSync(path.join(dist, 'assets', 'index-CeKLLSi2.js.br'), brotliCompressSync(SCRIPT));
    fs.writeFileSync(path.join(dist, 'assets', 'index-CeKLLSi2.js.gz'), gzipSync(SCRIPT));
    fs.writeFileSync(path.join(dist, 'assets', 'pdf.worker.min-C8PGFc0r.mjs'), SCRIPT);
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    handle = await connectDatabase({});
    await migrateToLatest(handle.db);
    const config = loadConfig({ APP_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: `.tmp/data-${process.pid}` } as NodeJS.ProcessEnv);
    app = await buildApp({ config: { ...config, webDist: dist }, db: handle.db, engine: 'pglite' });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('caches hashed assets for a year, immutable', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-CeKLLSi2.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a script the security headers a script uses, not the document-only ones', async () => {
    const script = await app.inject({ method: 'GET', url: '/assets/index-CeKLLSi2.js' });
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['referrer-policy']).toBe('no-referrer');
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'x-xss-protection']) expect(script.headers[name], name).toBeUndefined();
    // A worker runs under its own script's policy; pages and the favicon keep every header.
    for (const url of ['/assets/pdf.worker.min-C8PGFc0r.mjs', '/dashboard', '/favicon.svg']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toMatch(/default-src 'self'/);
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('revalidates unhashed files, index.html and client routes', async () => {
    for (const url of ['/favicon.svg', '/', '/dashboard', '/shipments/4100001']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers a missing asset with a 404 problem, not index.html', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/gone-AAAAAAAA.js' });
    expect(response.statusCode).toBe(404);
    expect(String(response.headers['content-type'])).toMatch(/^application\/problem\+json/);
  });

  it('tells hashed build output from other files by name', () => {
    expect(isHashedAsset('/srv/web/dist/assets/Box-5rfSVjKa.js')).toBe(true);
    expect(isHashedAsset('/srv/web/dist/assets/pdf.worker-BxL4_9sA.mjs')).toBe(true);
    expect(isHashedAsset('/srv/web/dist/favicon.svg')).toBe(false);
    expect(isHashedAsset('/srv/web/dist/assets/logo.png')).toBe(false);
    expect(isHashedAsset('/srv/web/dist/assets/Box-5rfSVjKa.js.br')).toBe(true);
    expect(isHashedAsset('/srv/web/dist/assets/Box-5rfSVjKa.js.gz')).toBe(true);
    expect(isHashedAsset('/srv/web/dist/favicon.svg.br')).toBe(false);
  });

  it('sends the precompressed brotli file to a browser that takes it, gzip to one that takes only gzip', async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/index-CeKLLSi2.js', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers['content-type'])).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    // The precompressed copy is the same hashed asset: cached for good too.
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await app.inject({ method: 'GET', url: '/assets/index-CeKLLSi2.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await app.inject({ method: 'GET', url: '/assets/index-CeKLLSi2.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses index.html for client routes', async () => {
    const response = await app.inject({ method: 'GET', url: '/dashboard', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toContain('<title>Portal</title>');
  });

  it('sends the lean sign-in page its plain index.html and every other client route the page that preloads the frame', async () => {
    for (const url of ['/', '/login', '/login?next=%2Fshipments']) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(response.body.replace(/<script type="application\/json".*?<\/script>/, ''), url).toBe(INDEX_HTML);
      expect(response.body, url).not.toContain(FRAME_PRELOAD);
    }
    for (const url of ['/dashboard', '/shipments', '/shipments/4100001', '/request-password-reset', '/dashboard?view=tracking']) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gunzipSync(response.rawPayload).toString(), url).toContain(FRAME_PRELOAD);
    }
  });

  it('writes the runtime configuration into every page it sends, as /config.json answers it', async () => {
    const config = (await app.inject({ method: 'GET', url: '/config.json' })).json();
    expect(config.portalApiUrl).toBe('/portal/api');
    for (const url of ['/', '/login', '/dashboard', '/shipments?view=tracking']) {
      const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      const json = configScript(brotliDecompressSync(response.rawPayload).toString());
      expect(json, url).toBeDefined();
      expect(JSON.parse(json!), url).toEqual(config);
    }
  });

  it('escapes what could close the script in the written configuration', () => {
    const page = withRuntimeConfig(INDEX_HTML, { ...runtimeConfig({ appEnv: 'test', publicUrl: 'https://x.test/</script><script>alert(1)</script>' }) });
    const json = configScript(page)!;
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).helpDeskUrl).toBe('https://x.test/</script><script>alert(1)</script>/help');
    // A page without a head is sent as it is; the app then asks /config.json.
    expect(withRuntimeConfig('<p>no head</p>', runtimeConfig({ appEnv: 'test', publicUrl: '' }))).toBe('<p>no head</p>');
  });

  it('picks brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});
