/** ISO-like dates without a zone ('2026-11-24', '2026-11-24T08:30'): read as local time, as dayjs does. */
const LOCAL_DATE = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/**
 * A date value read exactly as dayjs(value) reads it (the portal formatted dates with dayjs; the
 * first load formats without it, docs/decisions/0235-the-dashboards-first-load-at-199-kb.md): a string without a zone is local
 * time, anything else goes to Date. Null for what is not a date.
 */
export function parseDate(value: string | number | Date): Date | null {
  let date: Date;
  if (value instanceof Date) date = new Date(value);
  else if (typeof value === 'string' && !/Z$/i.test(value) && LOCAL_DATE.test(value)) {
    const [, year, month, day, hour, minute, second, fraction] = LOCAL_DATE.exec(value)!;
    const ms = (fraction || '0').substring(0, 3);
    date = new Date(Number(year), Number(month) - 1 || 0, Number(day || 1), Number(hour || 0), Number(minute || 0), Number(second || 0), Number(ms));
  } else date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
