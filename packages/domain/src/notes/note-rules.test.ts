import { describe, expect, it } from 'vitest';
import { hasNoteText, isLocalFileSource, isNoteSendable } from './note-rules';

describe('isNoteSendable', () => {
  it('needs non-blank text and no save running', () => {
    expect(isNoteSendable('Driver is late', false)).toBe(true);
    expect(isNoteSendable('Driver is late', true)).toBe(false);
    expect(isNoteSendable('', false)).toBe(false);
    expect(isNoteSendable('  \n\t ', false)).toBe(false);
    expect(isNoteSendable(null, false)).toBe(false);
  });

  it('treats non-breaking and zero-width spaces as blank', () => {
    expect(hasNoteText('\u00a0\u200b\ufeff')).toBe(false);
    expect(hasNoteText('\u200bok')).toBe(true);
  });
});

describe('isLocalFileSource', () => {
  it('spots local file images', () => {
    expect(isLocalFileSource('file:///C:/Users/me/image.png')).toBe(true);
    expect(isLocalFileSource(' FILE:///tmp/x.png')).toBe(true);
    expect(isLocalFileSource('https://cdn.example.com/x.png')).toBe(false);
    expect(isLocalFileSource('data:image/png;base64,AAA')).toBe(false);
    expect(isLocalFileSource(undefined)).toBe(false);
  });
});
