const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A date filter the server will take: each side a calendar date or open, From not after To. */
export function dateRangeIsValid(range: { from: string; to: string }): boolean {
  const ok = (value: string) => value === '' || DATE.test(value);
  return ok(range.from) && ok(range.to) && (range.from === '' || range.to === '' || range.from <= range.to);
}
