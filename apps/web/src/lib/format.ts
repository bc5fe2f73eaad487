import { toCents } from '@portal/domain/common/money';
import { localeFormats } from './locale-formats';
import { parseDate } from './parse-date';

/** Two letters for an avatar: first and last initials, falling back to the e-mail. */
export function initials(person: { firstName?: string | null; lastName?: string | null; email?: string | null }): string {
  const fromName = `${person.firstName?.trim()[0] ?? ''}${person.lastName?.trim()[0] ?? ''}`;
  if (fromName) return fromName.toUpperCase();
  return (person.email?.trim()[0] ?? '?').toUpperCase();
}

export function fullName(person: { firstName?: string | null; lastName?: string | null }): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ');
}

/** 'Dallas, TX 75201' from the parts that are present. */
export function formatPlace(place: { city?: string | null; state?: string | null; postalCode?: string | null } | null | undefined): string {
  if (!place) return '';
  const cityState = [place.city, place.state].filter(Boolean).join(', ');
  return [cityState, place.postalCode].filter(Boolean).join(' ');
}

/** Badge text: counts above 99 read '99+'. */
export function formatBadgeCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** MM/DD/YYYY in English, DD/MM/YYYY in Spanish; '' for no date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = parseDate(value);
  if (!date) return '';
  const fields: Record<string, string> = {
    YYYY: String(date.getFullYear()).padStart(4, '0'),
    MM: String(date.getMonth() + 1).padStart(2, '0'),
    DD: String(date.getDate()).padStart(2, '0'),
  };
  return localeFormats().date.replace(/YYYY|MM|DD/g, (token) => fields[token]!);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const { intl } = localeFormats();
  const key = `${intl}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intl, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** A count or measure as the portal's language writes it ('12,500'); '' for no number. */
export function formatNumber(value: number | null | undefined, options?: Intl.NumberFormatOptions): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return numberFormat(options).format(value);
}

/** Dollars as the portal's language writes them ('$1,234.56'), through integer cents; '—' when unknown. */
export function formatMoney(dollars: number | null | undefined): string {
  if (dollars === null || dollars === undefined || !Number.isFinite(dollars)) return '—';
  return numberFormat({ style: 'currency', currency: 'USD' }).format(toCents(dollars) / 100);
}
