// Its own module, not format.ts: the pages of the first load show no phone number.
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
