/**
 * Badges refresh in the background; a failing count is logged, never shown as a toast, and the
 * badge simply stays hidden.
 */
export const BADGE_QUERY_DEFAULTS = {
  staleTime: 60_000,
  refetchInterval: 2 * 60_000,
  retry: 1,
} as const;
