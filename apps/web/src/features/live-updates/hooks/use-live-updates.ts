import type { LiveUpdate } from '@portal/domain/live-updates/live-update-schemas';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../../lib/session';
import { staleQueriesOf } from '../lib/live-update-invalidations';
import { connectLiveUpdates } from '../lib/live-updates-connection';
import { setLiveUpdatesState, useWatchedShipment } from '../lib/live-updates-state';

/** Updates arriving within this long refresh each query once: a burst of changes is one refetch. */
const COALESCE_MS = 1_000;

/**
 * The signed-in frame's stream of what changed: each update marks the queries it concerns stale, so
 * the lists, badges and the open shipment refresh without polling. Reopened for another watched
 * shipment, and closed on sign-out.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const { token } = useSession();
  const signedIn = token !== null;
  const watchShipment = useWatchedShipment();

  useEffect(() => {
    if (!signedIn) return;
    const stale = new Map<string, QueryKey>();
    let flush: ReturnType<typeof setTimeout> | undefined;
    const onUpdate = (update: LiveUpdate) => {
      for (const key of staleQueriesOf(update)) stale.set(JSON.stringify(key), key);
      flush ??= setTimeout(() => {
        flush = undefined;
        const keys = [...stale.values()];
        stale.clear();
        for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
      }, COALESCE_MS);
    };
    const stop = connectLiveUpdates({ watchShipment, onUpdate, onConnected: (connected) => setLiveUpdatesState({ connected }) });
    return () => {
      stop();
      clearTimeout(flush);
    };
  }, [queryClient, signedIn, watchShipment]);
}
