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
