/** The text with LIKE's wildcards (% and _) and its escape character taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern matching values that contain the text anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** A LIKE pattern matching values that start with the text. */
export function likePrefix(text: string): string {
  return `${escapeLike(text)}%`;
}

/**
 * The values that start with the text, as a range of "C"-collated text: every value `v` with
 * `from <= v < below` starts with the text and no other (UTF-8 bytes sort as code points do). A
 * generic plan can walk an index over such a range, which it cannot for `like 'text%'`
 * (db/generic-plan.ts). `below` is undefined when the text has no successor: it is made of
 * U+10FFFF alone, and then only LIKE can say it.
 */
export function prefixRange(text: string): { from: string; below: string | undefined } {
  const codePoints = [...text];
  while (codePoints.length > 0) {
    const last = codePoints.pop()!.codePointAt(0)!;
    if (last < 0x10ffff) {
      // Surrogates are not characters: the code point after U+D7FF is U+E000.
      const next = last === 0xd7ff ? 0xe000 : last + 1;
      return { from: text, below: codePoints.join('') + String.fromCodePoint(next) };
    }
  }
  return { from: text, below: undefined };
}
