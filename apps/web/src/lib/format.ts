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

const EXTENSION = /\s*(?:ext\.?|extension|x|#)\s*(\d{1,6})\s*$/i;

/** The number and extension of a North American phone number however it was typed; null for others. */
function northAmerican(value: string): { area: string; exchange: string; line: string; extension: string | null } | null {
  const extension = EXTENSION.exec(value);
  const main = extension ? value.slice(0, extension.index) : value;
  if (/[^\d\s()+.\-/]/.test(main)) return null;
  let digits = main.replace(/\D/g, '');
  if (main.trim().startsWith('+') && !digits.startsWith('1')) return null;
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length !== 10) return null;
  return { area: digits.slice(0, 3), exchange: digits.slice(3, 6), line: digits.slice(6), extension: extension?.[1] ?? null };
}

/**
 * One way to write a phone number wherever one is shown: '(614) 555-0100', with ' ext. 12' for an
 * extension, whether it was typed '614.555.0100', '+1 614 555 0100' or '6145550100'. Numbers from
 * outside North America are shown as typed; '' for none.
 */
export function formatPhone(value: string | null | undefined): string {
  const typed = value?.trim() ?? '';
  const parts = northAmerican(typed);
  if (!parts) return typed;
  return `(${parts.area}) ${parts.exchange}-${parts.line}${parts.extension ? ` ext. ${parts.extension}` : ''}`;
}

/** A tel: link for a phone number ('tel:+16145550100,12'); the comma dials the extension after a pause. */
export function phoneHref(value: string): string {
  const parts = northAmerican(value.trim());
  if (!parts) return `tel:${value.replace(/[^\d+]/g, '')}`;
  return `tel:+1${parts.area}${parts.exchange}${parts.line}${parts.extension ? `,${parts.extension}` : ''}`;
}
