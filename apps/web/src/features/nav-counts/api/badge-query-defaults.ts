/**
 * Badges refresh in the background; a failing count is logged, never shown as a toast, and the
 * badge simply stays hidden.
 */
export const BADGE_QUERY_DEFAULTS = {
  staleTime: 60_000,
  refetchInterval: 2 * 60_000,
  retry: 1,
} as const;

/**
 * While the live updates stream is open, the badges it covers are refreshed by its updates instead
 * of every two minutes; they poll again when it cannot connect.
 */
export function badgeRefresh(live: boolean): { staleTime: number; refetchInterval: number | undefined; retry: number } {
  return { ...BADGE_QUERY_DEFAULTS, refetchInterval: live ? undefined : BADGE_QUERY_DEFAULTS.refetchInterval };
}
