const numberFormat = new Intl.NumberFormat('en-US');

/** A list's count as people read it: "1,234", or "1,000+" when the server stopped counting at 1,000. */
export function countText(total: number, capped = false): string {
  return `${numberFormat.format(total)}${capped ? '+' : ''}`;
}
