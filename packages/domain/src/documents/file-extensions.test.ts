import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  extensionOf,
  isUploadable,
  isViewable,
  isViewableExtension,
  normalizeExtension,
  PASTED_IMAGE_EXTRA_EXTENSIONS,
  UPLOADABLE_EXTENSIONS,
  VIEWABLE_EXTENSIONS,
} from './file-extensions';

describe('extension lists', () => {
  it('are the spec lists', () => {
    expect(UPLOADABLE_EXTENSIONS).toEqual(['.pdf', '.png', '.jpeg', '.jpg', '.tif', '.tiff']);
    expect(VIEWABLE_EXTENSIONS).toEqual(['.pdf', '.png', '.jpeg', '.jpg', '.tif', '.tiff']);
    expect(PASTED_IMAGE_EXTRA_EXTENSIONS).toEqual(['.heic', '.heif', '.gif', '.webp']);
  });
});

describe('extensionOf', () => {
  it.each([
    ['invoice.pdf', '.pdf'],
    ['Scan.PDF', '.pdf'],
    ['photo.final.JPG', '.jpg'],
    ['folder/sub/pod.tiff', '.tiff'],
    ['C:\\docs\\bol.png', '.png'],
    ['README', ''],
    ['.env', ''],
    ['file.', ''],
    ['', ''],
  ])('%s -> %s', (name, ext) => {
    expect(extensionOf(name)).toBe(ext);
  });

  it('handles missing names', () => {
    expect(extensionOf(null)).toBe('');
    expect(extensionOf(undefined)).toBe('');
  });
});

describe('isViewable', () => {
  it('opens the viewable types and downloads the rest', () => {
    for (const ext of VIEWABLE_EXTENSIONS) expect(isViewable(`doc${ext.toUpperCase()}`)).toBe(true);
    expect(isViewable('sheet.xlsx')).toBe(false);
    expect(isViewable('photo.heic')).toBe(false);
    expect(isViewable('pdf')).toBe(false);
  });

  it('reads stored extensions with or without the dot', () => {
    expect(normalizeExtension('PDF')).toBe('.pdf');
    expect(normalizeExtension('.Tif')).toBe('.tif');
    expect(normalizeExtension('')).toBe('');
    expect(isViewableExtension('pdf')).toBe(true);
    expect(isViewableExtension('.docx')).toBe(false);
  });
});

describe('isUploadable', () => {
  it('accepts the uploadable types when picked', () => {
    expect(isUploadable('pod.pdf')).toBe(true);
    expect(isUploadable('pod.JPEG')).toBe(true);
    expect(isUploadable('photo.heic')).toBe(false);
    expect(isUploadable('notes.txt')).toBe(false);
    expect(isUploadable('noextension')).toBe(false);
  });

  it('also accepts heic, heif, gif and webp when pasted or dropped', () => {
    for (const name of ['a.heic', 'a.HEIF', 'a.gif', 'a.webp', 'a.pdf']) expect(isUploadable(name, { pasted: true })).toBe(true);
    expect(isUploadable('a.bmp', { pasted: true })).toBe(false);
  });

  it('builds the accept attribute', () => {
    expect(acceptAttribute()).toBe('.pdf,.png,.jpeg,.jpg,.tif,.tiff');
    expect(acceptAttribute({ pasted: true })).toBe('.pdf,.png,.jpeg,.jpg,.tif,.tiff,.heic,.heif,.gif,.webp');
  });
});
