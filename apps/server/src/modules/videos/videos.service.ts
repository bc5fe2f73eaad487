import { isAdmin } from '@portal/domain/auth/access';
import { detectVideoKind, isWebVtt, videoContentType } from '@portal/domain/videos/video-kind';
import { MAX_VIDEO_BYTES, type Video, type VideoList, type VideoPositionAnswer, type VideoUploadBody } from '@portal/domain/videos/video-schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db';
import type { Caller } from '../../lib/caller';
import { storeThenRecord, type FileStore } from '../../lib/file-store';
import { badRequest, fieldErrors, forbidden, HttpProblem, notFound } from '../../lib/problem';
import { parseRange, storedFileAnswer, type StoredFileAnswer } from '../documents/document-file';
import { findCaptions, findLibraryVideo, insertVideo, listLibrary, removeVideo, upsertPosition, type LibraryVideoRow } from './videos.repository';
import { VIDEO_MESSAGES } from '@portal/domain/videos/video-messages';
import { SHARED_MESSAGES } from '@portal/domain/common/shared-messages';

export interface VideoDeps {
  db: Db;
  fileStore: FileStore;
  log: FastifyBaseLogger;
}

/**
 * The library belongs to the brokerage that owns the TMS: its admins add and remove videos
 * (docs/decisions/0203-who-manages-the-library.md); everyone else who may open /videos watches.
 */
export function canManageVideos(caller: Caller): boolean {
  return caller.isBrokerage && isAdmin(caller);
}

function videoView(row: LibraryVideoRow): Video {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    durationSeconds: Number(row.duration_seconds),
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
    hasCaptions: row.has_captions,
    createdAt: row.created_at.toISOString(),
    positionSeconds: row.position_seconds === null ? null : Number(row.position_seconds),
  };
}

export async function listVideos(db: Db, caller: Caller): Promise<VideoList> {
  const rows = await listLibrary(db, caller.userId);
  return { data: rows.map(videoView), totalCount: rows.length, canManage: canManageVideos(caller) };
}

async function requireVideo(db: Db, caller: Caller, id: string): Promise<LibraryVideoRow> {
  const row = await findLibraryVideo(db, caller.userId, id);
  if (!row) throw notFound('Video');
  return row;
}

export async function getVideo(db: Db, caller: Caller, id: string): Promise<Video> {
  return videoView(await requireVideo(db, caller, id));
}

export type VideoFileAnswer = StoredFileAnswer;

/** The video's bytes, whole or one byte range (206), so players can seek; 416 beyond the end. */
export async function openVideoFile(deps: VideoDeps, caller: Caller, id: string, rangeHeader: string | undefined): Promise<VideoFileAnswer> {
  const row = await requireVideo(deps.db, caller, id);
  const range = parseRange(rangeHeader, row.size_bytes);
  if (range.kind === 'unsatisfiable') {
    throw new HttpProblem(416, 'Range Not Satisfiable', VIDEO_MESSAGES.rangeOutside({ size: row.size_bytes }), {}, { 'content-range': `bytes */${row.size_bytes}` });
  }
  const file = await deps.fileStore.get(row.storage_key, range.kind === 'range' ? range : undefined);
  if (!file) {
    deps.log.error({ videoId: row.id, storageKey: row.storage_key }, 'video file is missing from the file store');
    throw notFound('Video file');
  }
  const headers: Record<string, string> = {
    'content-type': row.content_type,
    'accept-ranges': 'bytes',
    // A video's bytes never change (a new file is a new video), so the browser may keep them for the session.
    'cache-control': 'private, max-age=3600',
    etag: `"${row.id}"`,
  };
  return storedFileAnswer(headers, range, file);
}

/** The WebVTT captions of a video; 404 when it has none. */
export async function getCaptions(db: Db, caller: Caller, id: string): Promise<string> {
  await requireVideo(db, caller, id);
  const captions = await findCaptions(db, id);
  if (!captions) throw notFound('Captions');
  return captions;
}

export async function saveVideoPosition(db: Db, caller: Caller, id: string, positionSeconds: number): Promise<VideoPositionAnswer['data']> {
  const row = await requireVideo(db, caller, id);
  // A position past the end (a rounding of the player) is the end.
  const clamped = Math.min(positionSeconds, Number(row.duration_seconds));
  const saved = await upsertPosition(db, caller.userId, id, Math.round(clamped * 100) / 100);
  return { videoId: id, positionSeconds: Number(saved.position_seconds), updatedAt: saved.updated_at.toISOString() };
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const MAX_VIDEO_MB = MAX_VIDEO_BYTES / (1024 * 1024);

function decodeVideo(data: string): Buffer {
  const payload = data.startsWith('data:') ? data.slice(data.indexOf(',') + 1) : data;
  const compact = payload.replace(/\s+/g, '');
  if (Math.floor((compact.length * 3) / 4) > MAX_VIDEO_BYTES + 2) {
    throw new HttpProblem(413, 'Content Too Large', VIDEO_MESSAGES.tooLarge({ megabytes: MAX_VIDEO_MB }), fieldErrors({ video: [VIDEO_MESSAGES.tooLargeField({ megabytes: MAX_VIDEO_MB })] }));
  }
  if (!BASE64.test(compact)) throw badRequest(VIDEO_MESSAGES.notBase64, { video: [SHARED_MESSAGES.notValidBase64] });
  return Buffer.from(compact, 'base64');
}

/** Adds a video to the library (brokerage admins only): WebM or MP4 by content, captions WebVTT. */
export async function uploadVideo(deps: VideoDeps, caller: Caller, body: VideoUploadBody & { description: string }): Promise<Video> {
  if (!canManageVideos(caller)) throw forbidden(VIDEO_MESSAGES.adminsOnlyAdd);
  const bytes = decodeVideo(body.video);
  const kind = detectVideoKind(bytes);
  if (!kind) throw badRequest(VIDEO_MESSAGES.notAVideo, { video: [VIDEO_MESSAGES.chooseVideo] });
  const captions = body.captions?.trim() ? body.captions : null;
  if (captions !== null && !isWebVtt(captions)) throw badRequest(VIDEO_MESSAGES.notCaptions, { captions: [VIDEO_MESSAGES.chooseCaptions] });
  const contentType = videoContentType(kind);
  const id = await storeThenRecord(deps, { bytes, contentType }, 'could not remove the file of a failed video upload', (storageKey) =>
    insertVideo(deps.db, {
      title: body.title,
      description: body.description,
      duration_seconds: Math.round(body.durationSeconds * 100) / 100,
      content_type: contentType,
      size_bytes: bytes.byteLength,
      storage_key: storageKey,
      captions_vtt: captions,
      created_by_user_id: caller.userId,
    }),
  );
  return getVideo(deps.db, caller, id);
}

/** Removes a video from the library (brokerage admins only). */
export async function deleteVideo(deps: VideoDeps, caller: Caller, id: string): Promise<{ resultId: string }> {
  await requireVideo(deps.db, caller, id);
  if (!canManageVideos(caller)) throw forbidden(VIDEO_MESSAGES.adminsOnlyRemove);
  const storageKey = await removeVideo(deps.db, id);
  if (!storageKey) throw notFound('Video');
  await deps.fileStore.delete(storageKey).catch((error) => deps.log.error({ err: error, videoId: id, storageKey }, 'could not remove a deleted video file'));
  return { resultId: id };
}
