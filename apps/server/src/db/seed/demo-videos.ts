import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Db } from '../db';

/**
 * The how-to videos shipped with the demo: recorded from the real portal by the end-to-end suite
 * (`npm run videos:record`, apps/web/e2e/record-videos.spec.ts) into `seed/videos/`, with
 * manifest.json describing them. The seed writes their rows; the server copies the bytes into its
 * file store when it starts (modules/videos/bundled-video-files.ts), so they work with S3 too.
 */
const ManifestSchema = z.object({
  videos: z.array(
    z.object({
      slug: z.string().regex(/^[a-z0-9-]+$/),
      title: z.string().min(1),
      description: z.string(),
      durationSeconds: z.number().positive(),
      file: z.string().regex(/^[a-z0-9-]+\.webm$/),
      captions: z.string().regex(/^[a-z0-9-]+\.vtt$/),
    }),
  ),
});
export type DemoVideoManifest = z.infer<typeof ManifestSchema>;

/** The folder beside this file in the sources; the built server (dist/main.js) finds it from there too. */
export function demoVideosDir(): string {
  const candidates = [path.join(import.meta.dirname, 'videos'), path.resolve(import.meta.dirname, '../src/db/seed/videos')];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'manifest.json'))) ?? candidates[0];
}

/** The recorded videos, or none when the folder holds no manifest (nothing recorded yet). */
export function readDemoVideoManifest(dir = demoVideosDir()): DemoVideoManifest {
  const file = path.join(dir, 'manifest.json');
  if (!fs.existsSync(file)) return { videos: [] };
  return ManifestSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** The same file-store key for a demo video on every seed (a uuid made from its slug). */
export function demoVideoStorageKey(slug: string): string {
  const hex = createHash('sha256').update(`demo-video:${slug}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** One row per recorded video, in the manifest's order. */
export async function seedVideos(tx: Db, now: Date): Promise<void> {
  const dir = demoVideosDir();
  const { videos } = readDemoVideoManifest(dir);
  if (videos.length === 0) return;
  await tx
    .insertInto('videos')
    .values(
      videos.map((video, index) => ({
        title: video.title,
        description: video.description,
        duration_seconds: video.durationSeconds,
        content_type: 'video/webm',
        size_bytes: fs.statSync(path.join(dir, video.file)).size,
        storage_key: demoVideoStorageKey(video.slug),
        captions_vtt: fs.readFileSync(path.join(dir, video.captions), 'utf8'),
        seed_file: video.file,
        sort_order: index + 1,
        created_at: now,
      })),
    )
    .execute();
}
