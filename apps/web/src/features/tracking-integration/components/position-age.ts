/** "just now", "4 min ago", "3 h ago", "2 days ago": how old a position is, for the integrations tab. */
export function formatAge(iso: string | null, now: number = Date.now()): string {
  if (!iso) return 'never';
  const minutes = Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

/** A position older than this is stale: the truck or the integration has gone quiet. */
export const STALE_POSITION_MS = 60 * 60 * 1000;
