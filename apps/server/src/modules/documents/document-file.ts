import type { FileKind } from '@portal/domain/documents/magic-bytes';
import { extensionOf } from '@portal/domain/documents/file-extensions';
import type { StoredFile } from '../../lib/file-store';

/** The columns of a document row that describe its stored file. */
export function storedFileColumns(file: { name: string; extension: string; contentType: string; bytes: Uint8Array }, storageKey: string) {
  return { name: file.name, extension: file.extension, content_type: file.contentType, size_bytes: file.bytes.byteLength, storage_key: storageKey };
}

/** Longest stored document name, extension included. */
export const MAX_DOCUMENT_NAME_LENGTH = 120;

// Control characters, invisible and direction-changing characters (which disguise extensions),
// and characters that mean something to file systems or headers.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff"*:<>?|\\/]/g;

/**
 * The name a document is stored and served under: the last path segment only, without control
 * characters or reserved punctuation, whitespace collapsed, at most 120 characters with the
 * extension kept. Never used to build a storage path; only shown and sent in Content-Disposition.
 */
export function sanitizeDocumentName(raw: string, fallbackStem = 'document'): string {
  const base = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = base.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim().replace(/^[.\s]+/, '');
  const extension = extensionOf(cleaned);
  let stem = extension ? cleaned.slice(0, -extension.length).trim() : cleaned;
  if (stem === '') stem = fallbackStem;
  const room = MAX_DOCUMENT_NAME_LENGTH - extension.length;
  // Cut by code points so a surrogate pair is never split.
  const cut = Array.from(stem).slice(0, Math.max(room, 1)).join('').trim();
  return `${cut || fallbackStem.slice(0, room)}${extension}`;
}

const CONTENT_TYPES: Readonly<Record<FileKind, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  tiff: 'image/tiff',
  gif: 'image/gif',
  webp: 'image/webp',
  heic: 'image/heic',
};

export function contentTypeOf(kind: FileKind): string {
  return CONTENT_TYPES[kind];
}

/**
 * `inline; filename="Scan_1.pdf"; filename*=UTF-8''Scan%C3%A9%201.pdf`: an ASCII-only quoted name
 * for old clients plus the exact name (RFC 6266 / RFC 8187) for everyone else.
 */
export function contentDisposition(name: string, download: boolean): string {
  const asciiName = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${download ? 'attachment' : 'inline'}; filename="${asciiName}"; filename*=UTF-8''${encoded}`;
}

export type RangeRequest = { kind: 'none' } | { kind: 'range'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * Reads a Range header against a file of `size` bytes. One range is served; a malformed header or a
 * multi-range request is ignored (the whole file is sent, as RFC 9110 allows); a range that starts
 * beyond the end is unsatisfiable (416).
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'none' };
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim());
  if (!match) return { kind: 'none' };
  const [, first, last] = match;
  if (first === '' && last === '') return { kind: 'none' };
  if (first === '') {
    // Suffix range: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', start: Math.max(size - length, 0), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'none' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'range', start, end };
}

/** A stored file sent whole (200) or as the one range asked for (206). */
export type StoredFileAnswer = { status: 200 | 206; headers: Record<string, string>; stream: StoredFile['stream'] };

/**
 * The answer for a file read from the store for `range`: the given headers, then the length of what
 * is sent and, for a range, where it lies in the whole file.
 */
export function storedFileAnswer(headers: Record<string, string>, range: Exclude<RangeRequest, { kind: 'unsatisfiable' }>, file: StoredFile): StoredFileAnswer {
  if (range.kind === 'range') {
    headers['content-range'] = `bytes ${range.start}-${range.end}/${file.size}`;
    headers['content-length'] = String(range.end - range.start + 1);
    return { status: 206, headers, stream: file.stream };
  }
  headers['content-length'] = String(file.size);
  return { status: 200, headers, stream: file.stream };
}
