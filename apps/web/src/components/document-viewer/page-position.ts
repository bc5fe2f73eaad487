/**
 * The page being read: the last page whose top edge is above the reading line (a line 30% down the
 * visible area), so a page counts as current once it fills most of the view. One-based.
 */
export function pageAtLine(pageTops: readonly number[], line: number): number {
  let current = 1;
  for (let index = 0; index < pageTops.length; index++) {
    if (pageTops[index] <= line) current = index + 1;
    else break;
  }
  return current;
}

/** Where the reading line sits in a scroller of the given height. */
export const READING_LINE_RATIO = 0.3;

/** A one-based page number kept inside 1..pageCount. */
export function clampPage(page: number, pageCount: number): number {
  if (pageCount < 1) return 1;
  return Math.min(Math.max(1, Math.round(page)), pageCount);
}
