import { translator } from '../../../i18n/i18n';

/** "just now", "4 min ago", "3 h ago", "2 days ago": how old a position is, for the integrations tab, in the portal's language. */
export function formatAge(iso: string | null, now: number = Date.now()): string {
  if (!iso) return translator.t('never');
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return translator.t('just now');
  if (minutes < 60) return translator.t('{{minutes}} min ago', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return translator.t('{{hours}} h ago', { hours });
  return translator.t('{{days}} days ago', { days: Math.floor(hours / 24) });
}

/** A position older than this is stale: the truck or the integration has gone quiet. */
export const STALE_POSITION_MS = 60 * 60 * 1000;
