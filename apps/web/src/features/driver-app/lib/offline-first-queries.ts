import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * On the driver's pages a request is made even with no connection (the service worker answers it
 * from what it kept), and a write is handed to the outbox rather than paused by React Query. Set
 * before the page's first queries are made.
 */
export function useOfflineFirstQueries(): void {
  const queryClient = useQueryClient();
  useState(() => {
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, networkMode: 'offlineFirst' }, mutations: { ...defaults.mutations, networkMode: 'always' } });
    return true;
  });
}
