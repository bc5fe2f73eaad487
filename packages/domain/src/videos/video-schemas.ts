import { z } from 'zod';
import { BASE64_FILE_MAX_LENGTH, UUID_LENGTH } from '../common/input-limits';

/** Largest video the library takes: the JSON body carries it base64-encoded under the 40 MB body limit. */
export const MAX_VIDEO_BYTES = 25 * 1024 * 1024;
/** Largest captions file (WebVTT text). */
export const MAX_CAPTIONS_BYTES = 256 * 1024;
/** How often the player saves the position while a video plays (it also saves on pause and when closed). */
export const POSITION_SAVE_SECONDS = 5;
/** Longest video the library takes, in seconds. */
export const MAX_VIDEO_SECONDS = 60 * 60;

export const VideoIdParamsSchema = z.object({ videoId: z.uuid('Not a video id').max(UUID_LENGTH, 'Not a video id') });

export const VideoSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  durationSeconds: z.number(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  hasCaptions: z.boolean(),
  createdAt: z.string(),
  /** Where the caller stopped watching, or null before the first save. */
  positionSeconds: z.number().nullable(),
});
export type Video = z.output<typeof VideoSchema>;

export const VideoListSchema = z.object({
  data: z.array(VideoSchema),
  totalCount: z.number().int(),
  /** The caller may add and remove videos (an admin of the brokerage). */
  canManage: z.boolean(),
});
export type VideoList = z.output<typeof VideoListSchema>;

export const VideoAnswerSchema = z.object({ data: VideoSchema });

export const VideoPositionBodySchema = z.object({
  positionSeconds: z.number().min(0).max(MAX_VIDEO_SECONDS),
});
export type VideoPositionBody = z.input<typeof VideoPositionBodySchema>;

export const VideoPositionAnswerSchema = z.object({
  data: z.object({ videoId: z.string(), positionSeconds: z.number(), updatedAt: z.string() }),
});
export type VideoPositionAnswer = z.output<typeof VideoPositionAnswerSchema>;

/** A new video of the library. `video` is base64 (optionally a data: URL), checked by content as WebM or MP4. */
export const VideoUploadBodySchema = z.object({
  title: z.string().trim().min(1, 'Enter a title').max(120),
  description: z.string().trim().max(1000).default(''),
  /** Read by the browser from the file's metadata. */
  durationSeconds: z.number().positive('The video has no duration').max(MAX_VIDEO_SECONDS),
  video: z.string().min(1, 'Choose a video file').max(BASE64_FILE_MAX_LENGTH),
  /** WebVTT text; optional, but every demo video has captions. */
  captions: z.string().max(MAX_CAPTIONS_BYTES).optional(),
});
export type VideoUploadBody = z.input<typeof VideoUploadBodySchema>;

export const VideoDeletedSchema = z.object({ data: z.object({ resultId: z.string() }) });
