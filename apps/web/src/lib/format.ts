import dayjs from 'dayjs';

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

/** MM/DD/YYYY */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = dayjs(value);
  return date.isValid() ? date.format('MM/DD/YYYY') : '';
}
