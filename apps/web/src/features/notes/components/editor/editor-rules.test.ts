import { describe, expect, it } from 'vitest';
import { isLocalImageSource } from './image-source';
import { canIndentListItems } from './list-depth';
import { matchMention } from './mention-match';

describe('matchMention', () => {
  it("finds the '@' query before the caret", () => {
    expect(matchMention('Hi @jo')).toEqual({ leadOffset: 3, matchingString: 'jo', replaceableString: '@jo' });
    expect(matchMention('@')).toEqual({ leadOffset: 0, matchingString: '', replaceableString: '@' });
    expect(matchMention('(@ann')?.matchingString).toBe('ann');
  });

  it('needs the @ to start a word and stops at spaces and punctuation', () => {
    expect(matchMention('mail me at a@b')).toBeNull();
    expect(matchMention('@jo smith')).toBeNull();
    expect(matchMention('@jo.')).toBeNull();
  });

  it('takes a query of up to 75 characters', () => {
    expect(matchMention(`@${'a'.repeat(75)}`)?.matchingString).toHaveLength(75);
    expect(matchMention(`@${'a'.repeat(76)}`)).toBeNull();
  });
});

describe('canIndentListItems', () => {
  it('stops lists at depth 6', () => {
    expect(canIndentListItems([1, 2, 5])).toBe(true);
    expect(canIndentListItems([6])).toBe(false);
    expect(canIndentListItems([2, 6])).toBe(false);
    expect(canIndentListItems([0])).toBe(true);
  });
});

describe('isLocalImageSource', () => {
  it('drops file: and blob: images', () => {
    expect(isLocalImageSource('file:///C:/Users/me/a.png')).toBe(true);
    expect(isLocalImageSource('blob:https://portal.example/1234')).toBe(true);
    expect(isLocalImageSource('https://cdn.example.com/a.png')).toBe(false);
    expect(isLocalImageSource('data:image/png;base64,AAA')).toBe(false);
    expect(isLocalImageSource(null)).toBe(false);
  });
});
