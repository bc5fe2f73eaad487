import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import { demoVideosDir } from '../../db/seed/demo-videos';
import type { FileStore } from '../../lib/file-store';
import { listBundledVideos } from './videos.repository';

/**
 * Puts the bytes of the demo videos the seed listed into the file store when they are not there
 * yet (a fresh data directory or bucket). Idempotent, so every process may run it at start.
 */
export async function loadBundledVideoFiles(deps: { db: Db; fileStore: FileStore; log: FastifyBaseLogger }): Promise<number> {
  const dir = demoVideosDir();
  let loaded = 0;
  for (const row of await listBundledVideos(deps.db)) {
    const present = await deps.fileStore.get(row.storage_key, { start: 0, end: 0 });
    if (present) {
      present.stream.destroy();
      continue;
    }
    try {
      const bytes = await fsp.readFile(path.join(dir, path.basename(row.seed_file!)));
      await deps.fileStore.put(row.storage_key, bytes, 'video/webm');
      loaded++;
    } catch (error) {
      deps.log.error({ err: error, videoId: row.id, seedFile: row.seed_file }, 'could not load a demo video into the file store');
    }
  }
  return loaded;
}
