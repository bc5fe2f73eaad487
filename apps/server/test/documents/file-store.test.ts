import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createFileStore, LocalFileStore, newFileKey, S3FileStore, type S3Sender } from '../../src/lib/file-store';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'file-store-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('LocalFileStore', () => {
  const store = new LocalFileStore(root);

  it('stores under sharded directories named by the generated key', async () => {
    const key = newFileKey();
    await store.put(key, Buffer.from('hello world'), 'text/plain');
    const where = path.join(root, key.slice(0, 2), key.slice(2, 4), key);
    expect(fs.readFileSync(where, 'utf8')).toBe('hello world');
    // Nothing half-written is left beside it.
    expect(fs.readdirSync(path.dirname(where))).toEqual([key]);
  });

  it('reads the whole file or an inclusive byte range, with the whole size', async () => {
    const key = newFileKey();
    await store.put(key, Buffer.from('0123456789'), 'text/plain');
    const whole = await store.get(key);
    expect(whole?.size).toBe(10);
    expect(await text(whole!.stream)).toBe('0123456789');
    const part = await store.get(key, { start: 2, end: 5 });
    expect(part?.size).toBe(10);
    expect(await text(part!.stream)).toBe('2345');
  });

  it('answers undefined for a missing file and deletes idempotently', async () => {
    const key = newFileKey();
    expect(await store.get(key)).toBeUndefined();
    await store.put(key, Buffer.from('x'), 'text/plain');
    await store.delete(key);
    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
  });

  it('refuses keys that are not generated uuids (no paths from outside)', async () => {
    await expect(store.put('../../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/generated/);
    await expect(store.get('a/b')).rejects.toThrow(/generated/);
  });
});

/** Stands in for the S3 service: a map of objects, answering the three commands the store sends. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; contentType?: string }>();
  const sent: string[] = [];
  const client: S3Sender = {
    send: (async (command: unknown) => {
      if (command instanceof PutObjectCommand) {
        sent.push(`put ${command.input.Key}`);
        objects.set(command.input.Key!, { body: Buffer.from(command.input.Body as Uint8Array), contentType: command.input.ContentType });
        return {};
      }
      if (command instanceof GetObjectCommand) {
        sent.push(`get ${command.input.Key} ${command.input.Range ?? ''}`.trim());
        const object = objects.get(command.input.Key!);
        if (!object) throw Object.assign(new Error('The specified key does not exist.'), { name: 'NoSuchKey' });
        const match = /^bytes=(\d+)-(\d+)$/.exec(command.input.Range ?? '');
        if (match) {
          const [start, end] = [Number(match[1]), Number(match[2])];
          return { Body: Readable.from([object.body.subarray(start, end + 1)]), ContentLength: end - start + 1, ContentRange: `bytes ${start}-${end}/${object.body.length}` };
        }
        return { Body: Readable.from([object.body]), ContentLength: object.body.length };
      }
      if (command instanceof DeleteObjectCommand) {
        sent.push(`delete ${command.input.Key}`);
        objects.delete(command.input.Key!);
        return {};
      }
      throw new Error('unexpected command');
    }) as S3Sender['send'],
  };
  return { client, objects, sent };
}

describe('S3FileStore', () => {
  it('puts, gets (whole and ranged) and deletes objects under files/<key>', async () => {
    const s3 = fakeS3();
    const store = new S3FileStore(s3.client, 'portal-files');
    const key = newFileKey();
    await store.put(key, Buffer.from('abcdefghij'), 'application/pdf');
    expect(s3.objects.get(`files/${key}`)?.contentType).toBe('application/pdf');

    const whole = await store.get(key);
    expect(whole?.size).toBe(10);
    expect(await text(whole!.stream)).toBe('abcdefghij');
    const part = await store.get(key, { start: 0, end: 2 });
    expect(part?.size).toBe(10);
    expect(await text(part!.stream)).toBe('abc');

    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
    expect(s3.sent).toEqual([`put files/${key}`, `get files/${key}`, `get files/${key} bytes=0-2`, `delete files/${key}`, `get files/${key}`]);
  });
});

describe('createFileStore', () => {
  it('uses the data directory by default and S3 when S3_BUCKET is set', () => {
    const local = createFileStore(loadConfig({ DATA_DIR: root } as NodeJS.ProcessEnv));
    expect(local).toBeInstanceOf(LocalFileStore);
    expect((local as LocalFileStore).root).toBe(path.join(root, 'files'));

    const config = loadConfig({
      DATA_DIR: root,
      S3_BUCKET: 'portal-files',
      S3_ENDPOINT: 'http://localhost:9000',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
    } as NodeJS.ProcessEnv);
    expect(config.s3).toEqual({
      bucket: 'portal-files',
      endpoint: 'http://localhost:9000',
      region: 'us-east-1',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
      forcePathStyle: true,
    });
    expect(createFileStore(config)).toBeInstanceOf(S3FileStore);
  });
});
