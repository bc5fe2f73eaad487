import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './when-idle';

/**
 * Parts of the frame that the first look at a page does not need (the navigation's red counts,
 * the carrier's flags, the phone's filter drawer) wait until the page's own first data has arrived, been drawn, and
 * the browser is idle. On a slow phone their requests and renders otherwise compete with the
 * page's content for the network and the main thread. Once true it stays true for the visit.
 */
const MAX_WAIT_MS = 3000;

let shown = false;
const listeners = new Set<() => void>();
const watched = new WeakSet<QueryClient>();

function markShown(): void {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

/** Waits for no query to be fetching (the page's first data is in), or MAX_WAIT_MS, then for idle. */
function watchFirstContent(queryClient: QueryClient): void {
  if (shown || watched.has(queryClient)) return;
  watched.add(queryClient);
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    window.clearTimeout(timer);
    unsubscribe();
    whenIdle(markShown);
  };
  const timer = window.setTimeout(finish, MAX_WAIT_MS);
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    if (queryClient.isFetching() === 0) finish();
  });
  if (queryClient.isFetching() === 0) finish();
}

/**
 * True once the page's first content is on screen (see above); false during the first render.
 * The flip is a transition, not an external-store update: those render synchronously, and this one
 * mounts the navigation's counts and the list's drawer at once. The flag only ever goes from false
 * to true, so no part of the page can show a stale value for long.
 */
export function useAfterFirstContent(): boolean {
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(shown);
  useEffect(() => {
    const listener = () => startTransition(() => setReady(true));
    listeners.add(listener);
    watchFirstContent(queryClient);
    if (shown) listener();
    return () => void listeners.delete(listener);
  }, [queryClient]);
  return ready;
}
