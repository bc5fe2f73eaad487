import { describe, expect, it } from 'vitest';
import { contentMatchesName, detectFileKind, extensionsForKind, type FileKind } from './magic-bytes';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));

/** An ISO BMFF ftyp box: size, 'ftyp', major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible, [0, 0, 0, 8], 'meta');
};

describe('detectFileKind', () => {
  it.each<[string, Uint8Array, FileKind]>([
    ['pdf', bytes('%PDF-1.7\n'), 'pdf'],
    ['pdf after junk', bytes([0xef, 0xbb, 0xbf], '\n%PDF-1.4'), 'pdf'],
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'), 'png'],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF'), 'jpeg'],
    ['tiff little-endian', bytes([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0]), 'tiff'],
    ['tiff big-endian', bytes([0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8]), 'tiff'],
    ['bigtiff', bytes([0x49, 0x49, 0x2b, 0x00, 8, 0, 0, 0]), 'tiff'],
    ['gif89a', bytes('GIF89a', [1, 0, 1, 0]), 'gif'],
    ['gif87a', bytes('GIF87a', [1, 0, 1, 0]), 'gif'],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'webp'],
    ['heic', ftyp('heic', 'mif1', 'heic'), 'heic'],
    ['heif via mif1', ftyp('mif1', 'mif1', 'heic'), 'heic'],
  ])('%s', (_, content, kind) => {
    expect(detectFileKind(content)).toBe(kind);
  });

  it.each<[string, Uint8Array]>([
    ['empty', new Uint8Array()],
    ['text', bytes('hello world')],
    ['zip', bytes('PK', [3, 4, 20, 0])],
    ['avif', ftyp('avif', 'avif', 'mif1')],
    ['mif1 without heic brands', ftyp('mif1', 'mif1', 'avif')],
    ['mp4', ftyp('isom', 'isom', 'mp41')],
    ['riff wav', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['truncated png', bytes([0x89, 0x50, 0x4e])],
    ['pdf header too late', bytes(' '.repeat(1100), '%PDF-1.7')],
  ])('%s is none', (_, content) => {
    expect(detectFileKind(content)).toBeNull();
  });
});

describe('extensionsForKind and contentMatchesName', () => {
  it('lists the extensions of a kind', () => {
    expect(extensionsForKind('jpeg')).toEqual(['.jpeg', '.jpg']);
    expect(extensionsForKind('tiff')).toEqual(['.tif', '.tiff']);
    expect(extensionsForKind('heic')).toEqual(['.heic', '.heif']);
  });

  it('checks that content matches the extension', () => {
    const pdf = bytes('%PDF-1.7\n');
    expect(contentMatchesName(pdf, 'POD.PDF')).toBe(true);
    expect(contentMatchesName(pdf, 'pod.png')).toBe(false);
    expect(contentMatchesName(bytes([0xff, 0xd8, 0xff, 0xe1]), 'photo.jpg')).toBe(true);
    expect(contentMatchesName(bytes('MZ'), 'tool.pdf')).toBe(false);
  });
});
