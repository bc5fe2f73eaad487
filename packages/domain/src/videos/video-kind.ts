/** The containers the video library takes, read from the first bytes (never from the name). */
export type VideoKind = 'webm' | 'mp4';

const CONTENT_TYPES: Readonly<Record<VideoKind, string>> = { webm: 'video/webm', mp4: 'video/mp4' };

/** ISO base media brands of MP4 video (not HEIF images, which share the 'ftyp' box). */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'M4V ', 'mmp4', 'MSNV']);

function ascii(bytes: Uint8Array, start: number, length: number): string {
  if (bytes.length < start + length) return '';
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

/**
 * WebM is Matroska (EBML magic 1A 45 DF A3) whose DocType element (42 82) says "webm"; MP4 is an
 * ISO BMFF 'ftyp' box with a video brand. Anything else is null.
 */
export function detectVideoKind(bytes: Uint8Array): VideoKind | null {
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) {
    const head = bytes.subarray(0, Math.min(bytes.length, 64));
    for (let i = 4; i + 6 < head.length; i++) {
      if (head[i] === 0x42 && head[i + 1] === 0x82) {
        const size = head[i + 2] & 0x7f; // a one-byte EBML size (0x80 | n)
        return ascii(head, i + 3, Math.min(size, 4)) === 'webm' ? 'webm' : null;
      }
    }
    return null;
  }
  if (ascii(bytes, 4, 4) === 'ftyp' && MP4_BRANDS.has(ascii(bytes, 8, 4))) return 'mp4';
  return null;
}

export function videoContentType(kind: VideoKind): string {
  return CONTENT_TYPES[kind];
}

/** A WebVTT file starts with "WEBVTT" (after an optional byte order mark), then a space, tab or line end. */
export function isWebVtt(text: string): boolean {
  return /^\uFEFF?WEBVTT(?:[ \t][^\r\n]*)?(?:\r\n|\r|\n|$)/.test(text);
}
