import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Video, VideoList } from '@portal/domain/videos/video-schemas';
import { readDemoVideoManifest } from '../../src/db/seed/demo-videos';
import { authHeaders, buildTestApp, DEMO, login, type TestApp, type TestSession } from '../helper';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name));
const WEBM = fixture('tiny.webm');
const MP4 = fixture('tiny.mp4');
const CAPTIONS = 'WEBVTT\n\n1\n00:00:00.000 --> 00:00:01.500\nOpen the Load Board.\n';

let t: TestApp;
let ops: TestSession;
let dispatcher: TestSession;
let carrierAdmin: TestSession;
let broker: TestSession;
let driver: TestSession;
let factoring: TestSession;
let uploaded: Video;

beforeAll(async () => {
  t = await buildTestApp();
  [ops, dispatcher, carrierAdmin, broker, driver, factoring] = await Promise.all(
    [DEMO.ops, DEMO.dispatcher, DEMO.carrierAdmin, DEMO.broker, DEMO.driver, DEMO.factoring].map((email) => login(t.app, email)),
  );
  uploaded = await upload(ops, { title: 'Post a truck', description: 'Tell brokers where your truck will be empty.', durationSeconds: 2, video: WEBM.toString('base64'), captions: CAPTIONS }, 201);
}, 120_000);
afterAll(async () => t?.close());

async function upload(session: TestSession, body: Record<string, unknown>, status: number): Promise<Video> {
  const answer = await t.app.inject({ method: 'POST', url: '/portal/api/videos', headers: authHeaders(session), payload: body });
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json().data as Video;
}

const get = (session: TestSession, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { ...authHeaders(session), ...headers } });

describe('the library', () => {
  it('lists the demo videos recorded from the portal, with captions, duration and their bytes in the file store', async () => {
    const answer = await get(dispatcher, '/portal/api/videos');
    expect(answer.statusCode).toBe(200);
    const list = answer.json() as VideoList;
    expect(list.canManage).toBe(false);
    const manifest = readDemoVideoManifest();
    expect(manifest.videos.map((v) => v.title)).toEqual(['Book a load', 'Accept a tender', 'Upload proof of delivery', 'Submit an invoice']);
    expect(list.data.slice(0, 4).map((v) => v.title)).toEqual(manifest.videos.map((v) => v.title));
    for (const video of list.data.slice(0, 4)) {
      expect(video).toMatchObject({ contentType: 'video/webm', hasCaptions: true, positionSeconds: null });
      expect(video.durationSeconds).toBeGreaterThan(5);
      const head = await get(dispatcher, `/portal/api/videos/${video.id}/file`, { range: 'bytes=0-3' });
      expect(head.statusCode).toBe(206);
      expect([...head.rawPayload]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
      expect(Number(head.headers['content-range']!.toString().split('/')[1])).toBe(video.sizeBytes);
    }
  });

  it('shows an added video to every carrier, newest additions after the demo videos', async () => {
    const list = (await get(carrierAdmin, '/portal/api/videos')).json() as VideoList;
    expect(list.data.at(-1)).toMatchObject({ id: uploaded.id, title: 'Post a truck', durationSeconds: 2, hasCaptions: true, sizeBytes: WEBM.length });
    expect(list.canManage).toBe(false);
    expect(((await get(ops, '/portal/api/videos')).json() as VideoList).canManage).toBe(true);
  });

  it('refuses users without the carrier portal (drivers, factoring companies): 403', async () => {
    expect((await get(driver, '/portal/api/videos')).statusCode).toBe(403);
    expect((await get(factoring, `/portal/api/videos/${uploaded.id}/file`)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/portal/api/videos/${uploaded.id}/file` })).statusCode).toBe(401);
  });
});

describe('the video bytes', () => {
  it('sends the whole video with Accept-Ranges', async () => {
    const answer = await get(dispatcher, `/portal/api/videos/${uploaded.id}/file`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('video/webm');
    expect(answer.headers['accept-ranges']).toBe('bytes');
    expect(Buffer.compare(answer.rawPayload, WEBM)).toBe(0);
  });

  it('answers a range with 206 and Content-Range, an open-ended and a suffix range too', async () => {
    const middle = await get(dispatcher, `/portal/api/videos/${uploaded.id}/file`, { range: 'bytes=100-199' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 100-199/${WEBM.length}`);
    expect(middle.headers['content-length']).toBe('100');
    expect(Buffer.compare(middle.rawPayload, WEBM.subarray(100, 200))).toBe(0);

    const rest = await get(dispatcher, `/portal/api/videos/${uploaded.id}/file`, { range: `bytes=${WEBM.length - 10}-` });
    expect(rest.statusCode).toBe(206);
    expect(Buffer.compare(rest.rawPayload, WEBM.subarray(WEBM.length - 10))).toBe(0);

    const suffix = await get(dispatcher, `/portal/api/videos/${uploaded.id}/file`, { range: 'bytes=-16' });
    expect(suffix.headers['content-range']).toBe(`bytes ${WEBM.length - 16}-${WEBM.length - 1}/${WEBM.length}`);
  });

  it('answers 416 with the size for a range beyond the end', async () => {
    const answer = await get(dispatcher, `/portal/api/videos/${uploaded.id}/file`, { range: `bytes=${WEBM.length}-${WEBM.length + 10}` });
    expect(answer.statusCode).toBe(416);
    expect(answer.headers['content-range']).toBe(`bytes */${WEBM.length}`);
    expect(answer.headers['content-type']).toContain('application/problem+json');
  });

  it('serves the captions as text/vtt', async () => {
    const answer = await get(dispatcher, `/portal/api/videos/${uploaded.id}/captions`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(answer.body).toBe(CAPTIONS);
  });

  it('answers 404 for a video that does not exist or was removed, and 400 for an id that is not one', async () => {
    expect((await get(dispatcher, '/portal/api/videos/00000000-0000-4000-8000-00000000dead/file')).statusCode).toBe(404);
    expect((await get(dispatcher, '/portal/api/videos/not-a-video/captions')).statusCode).toBe(400);
  });
});

describe('the remembered position', () => {
  const put = (session: TestSession, id: string, positionSeconds: unknown) =>
    t.app.inject({ method: 'PUT', url: `/portal/api/videos/${id}/position`, headers: authHeaders(session), payload: { positionSeconds } });

  it('saves and returns where each user stopped, for that user only', async () => {
    const saved = await put(dispatcher, uploaded.id, 1.25);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ videoId: uploaded.id, positionSeconds: 1.25 });
    expect(((await get(dispatcher, `/portal/api/videos/${uploaded.id}`)).json().data as Video).positionSeconds).toBe(1.25);
    // Another user of the same company, and of another company, start from the beginning.
    expect(((await get(carrierAdmin, `/portal/api/videos/${uploaded.id}`)).json().data as Video).positionSeconds).toBeNull();
    expect(((await get(broker, '/portal/api/videos')).json() as VideoList).data.find((v) => v.id === uploaded.id)!.positionSeconds).toBeNull();

    await put(dispatcher, uploaded.id, 0.5);
    expect(((await get(dispatcher, '/portal/api/videos')).json() as VideoList).data.find((v) => v.id === uploaded.id)!.positionSeconds).toBe(0.5);
  });

  it('keeps a position past the end at the end, and refuses negative or missing positions with 400', async () => {
    expect((await put(dispatcher, uploaded.id, 99)).json().data.positionSeconds).toBe(2);
    expect((await put(dispatcher, uploaded.id, -1)).statusCode).toBe(400);
    expect((await put(dispatcher, uploaded.id, 'soon')).statusCode).toBe(400);
    expect((await put(dispatcher, '00000000-0000-4000-8000-00000000dead', 1)).statusCode).toBe(404);
  });
});

describe('adding videos', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({ title: 'How to', durationSeconds: 1, video: MP4.toString('base64'), ...overrides });

  it("takes MP4 too, and only from the brokerage's admins (carrier admins and brokers are refused)", async () => {
    const mp4 = await upload(ops, body({ title: 'Set up your profile' }), 201);
    expect(mp4).toMatchObject({ contentType: 'video/mp4', hasCaptions: false, description: '' });
    for (const session of [carrierAdmin, dispatcher, broker]) await upload(session, body(), 403);
  });

  it('checks the content, not the name: a PDF, an image or a Matroska file is refused', async () => {
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const mkv = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88, ...Buffer.from('matroska')]);
    for (const bytes of [pdf, png, mkv]) {
      const answer = await t.app.inject({ method: 'POST', url: '/portal/api/videos', headers: authHeaders(ops), payload: body({ video: `data:video/webm;base64,${bytes.toString('base64')}` }) });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors.video).toEqual(['Choose a WebM or MP4 video']);
    }
  });

  it('refuses captions that are not WebVTT, a missing title and a video that is not base64', async () => {
    const srt = await t.app.inject({ method: 'POST', url: '/portal/api/videos', headers: authHeaders(ops), payload: body({ captions: '1\n00:00:00,000 --> 00:00:01,000\nHi' }) });
    expect(srt.statusCode).toBe(400);
    expect(srt.json().errors.captions).toBeDefined();
    expect((await t.app.inject({ method: 'POST', url: '/portal/api/videos', headers: authHeaders(ops), payload: body({ title: ' ' }) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/portal/api/videos', headers: authHeaders(ops), payload: body({ video: '***' }) })).statusCode).toBe(400);
  });

  it('removes a video (brokerage admins only): it is gone for everyone, bytes and captions too', async () => {
    const doomed = await upload(ops, body({ title: 'Old process', video: WEBM.toString('base64'), captions: CAPTIONS }), 201);
    expect((await t.app.inject({ method: 'DELETE', url: `/portal/api/videos/${doomed.id}`, headers: authHeaders(carrierAdmin) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/portal/api/videos/${doomed.id}`, headers: authHeaders(ops) })).statusCode).toBe(200);
    expect((await get(dispatcher, `/portal/api/videos/${doomed.id}/file`)).statusCode).toBe(404);
    expect((await get(dispatcher, `/portal/api/videos/${doomed.id}/captions`)).statusCode).toBe(404);
    expect(((await get(dispatcher, '/portal/api/videos')).json() as VideoList).data.some((v) => v.id === doomed.id)).toBe(false);
  });
});
