import { describe, expect, it } from 'vitest';
import { detectVideoKind, isWebVtt } from './video-kind';

const text = (value: string) => Array.from(value, (c) => c.charCodeAt(0));

const webmHead = Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, ...text('webm'), 0x42, 0x87, 0x81, 0x04]);
const mkvHead = Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88, ...text('matroska')]);
const mp4Head = Uint8Array.from([0, 0, 0, 0x20, ...text('ftypisom'), 0, 0, 2, 0, ...text('isomiso2avc1mp41')]);
const heicHead = Uint8Array.from([0, 0, 0, 0x18, ...text('ftypheic'), 0, 0, 0, 0, ...text('mif1heic')]);

describe('detectVideoKind', () => {
  it('reads WebM from the EBML header and its DocType', () => expect(detectVideoKind(webmHead)).toBe('webm'));
  it('reads MP4 from the ftyp box', () => expect(detectVideoKind(mp4Head)).toBe('mp4'));
  it('refuses other Matroska, HEIF images, PDFs and empty input', () => {
    expect(detectVideoKind(mkvHead)).toBeNull();
    expect(detectVideoKind(heicHead)).toBeNull();
    expect(detectVideoKind(Uint8Array.from(text('%PDF-1.7')))).toBeNull();
    expect(detectVideoKind(new Uint8Array())).toBeNull();
  });
});

describe('isWebVtt', () => {
  it('takes the WEBVTT signature with or without a header text or BOM', () => {
    expect(isWebVtt('WEBVTT\n\n00:00.000 --> 00:01.000\nHi')).toBe(true);
    expect(isWebVtt('\uFEFFWEBVTT - captions\r\n')).toBe(true);
  });
  it('refuses SRT and look-alikes', () => {
    expect(isWebVtt('1\n00:00:00,000 --> 00:00:01,000\nHi')).toBe(false);
    expect(isWebVtt('WEBVTTX\n')).toBe(false);
  });
});
