import { describe, expect, it } from 'vitest';
import { clampPage, pageAtLine } from './page-position';
import { viewerKindOf } from './viewer-kind';

describe('pageAtLine', () => {
  it('is the last page whose top is above the reading line', () => {
    const tops = [16, 1100, 2184];
    expect(pageAtLine(tops, 200)).toBe(1);
    expect(pageAtLine(tops, 1100)).toBe(2);
    expect(pageAtLine(tops, 5000)).toBe(3);
    expect(pageAtLine([-3000, -1900, -800, 300], 250)).toBe(3);
    expect(pageAtLine([], 250)).toBe(1);
  });

  it('keeps page numbers in range', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(4, 3)).toBe(3);
    expect(clampPage(2, 3)).toBe(2);
    expect(clampPage(2, 0)).toBe(1);
  });
});

describe('viewerKindOf', () => {
  const bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
  it('trusts the content, then the extension', () => {
    expect(viewerKindOf(bytes('%PDF-1.7'), 'scan.png')).toBe('pdf');
    expect(viewerKindOf(Uint8Array.from([0x49, 0x49, 0x2a, 0x00]), 'pod')).toBe('tiff');
    expect(viewerKindOf(Uint8Array.from([0xff, 0xd8, 0xff]), 'photo')).toBe('image');
    expect(viewerKindOf(bytes('????'), 'bol.pdf')).toBe('pdf');
    expect(viewerKindOf(bytes('????'), 'x', 'TIF')).toBe('tiff');
    expect(viewerKindOf(bytes('????'), 'notes.txt')).toBeNull();
  });
});
