import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { startDriverOffline } from '../lib/driver-offline';
import type { Outbox } from '../lib/outbox';
import type { OutboxEntry } from '../lib/outbox-entry';

const NONE: readonly OutboxEntry[] = [];

/** The driver's outbox, once opened, and its entries as they change. */
export function useOutbox(): { outbox: Outbox | null; entries: readonly OutboxEntry[] } {
  const queryClient = useQueryClient();
  const [outbox, setOutbox] = useState<Outbox | null>(null);
  useEffect(() => {
    let live = true;
    startDriverOffline(queryClient).then(
      (opened) => live && setOutbox(opened),
      (error: unknown) => console.error('The outbox could not be opened', error),
    );
    return () => {
      live = false;
    };
  }, [queryClient]);
  const entries = useSyncExternalStore(
    (listener) => outbox?.subscribe(listener) ?? (() => undefined),
    () => outbox?.list() ?? NONE,
  );
  return { outbox, entries };
}

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser has a connection, following it. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}
