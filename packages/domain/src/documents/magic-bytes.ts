import { extensionOf } from './file-extensions';

/** What the content of a file is, read from its first bytes. */
export type FileKind = 'pdf' | 'png' | 'jpeg' | 'tiff' | 'gif' | 'webp' | 'heic';

const EXTENSIONS: Readonly<Record<FileKind, readonly string[]>> = {
  pdf: ['.pdf'],
  png: ['.png'],
  jpeg: ['.jpeg', '.jpg'],
  tiff: ['.tif', '.tiff'],
  gif: ['.gif'],
  webp: ['.webp'],
  heic: ['.heic', '.heif'],
};

/** Readers accept a PDF header anywhere in the first 1024 bytes (some producers write junk first), so do we. */
const PDF_HEADER_SEARCH_BYTES = 1024;

/** ISO base media brands of HEIF images (HEVC-coded or generic image brands). AVIF brands are not HEIC. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const HEIF_GENERIC_BRANDS = new Set(['mif1', 'msf1']);

function ascii(bytes: Uint8Array, start: number, length: number): string {
  if (bytes.length < start + length) return '';
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
}

function hasPdfHeader(bytes: Uint8Array): boolean {
  const limit = Math.min(bytes.length, PDF_HEADER_SEARCH_BYTES) - 5;
  for (let i = 0; i <= limit; i++) {
    if (ascii(bytes, i, 5) === '%PDF-') return true;
  }
  return false;
}

/** An ISO BMFF 'ftyp' box whose major brand, or one compatible brand behind a generic one, is HEIF. */
function isHeif(bytes: Uint8Array): boolean {
  if (ascii(bytes, 4, 4) !== 'ftyp') return false;
  const major = ascii(bytes, 8, 4);
  if (HEIF_BRANDS.has(major)) return true;
  if (!HEIF_GENERIC_BRANDS.has(major)) return false;
  const boxSize = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;
  const end = Math.min(boxSize, bytes.length);
  for (let offset = 16; offset + 4 <= end; offset += 4) {
    if (HEIF_BRANDS.has(ascii(bytes, offset, 4))) return true;
  }
  return false;
}

/** The kind of content by signature, or null when it is none of the kinds the portal takes. */
export function detectFileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  // Little- and big-endian TIFF, classic (42) and BigTIFF (43).
  if ([[0x49, 0x49, 0x2a, 0x00], [0x4d, 0x4d, 0x00, 0x2a], [0x49, 0x49, 0x2b, 0x00], [0x4d, 0x4d, 0x00, 0x2b]].some((s) => startsWith(bytes, s))) {
    return 'tiff';
  }
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (isHeif(bytes)) return 'heic';
  if (hasPdfHeader(bytes)) return 'pdf';
  return null;
}

/** The extensions a file of this kind may carry. */
export function extensionsForKind(kind: FileKind): readonly string[] {
  return EXTENSIONS[kind];
}

/** Whether the content's kind agrees with the name's extension (e.g. a '.pdf' that really is a PDF). */
export function contentMatchesName(bytes: Uint8Array, name: string): boolean {
  const kind = detectFileKind(bytes);
  return kind !== null && extensionsForKind(kind).includes(extensionOf(name));
}
