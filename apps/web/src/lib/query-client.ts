import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { handleError } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppQueryMeta;
  }
}

export interface AppQueryMeta extends Record<string, unknown> {
  /**
   * The caller shows the failure itself (or it only needs logging, like the carrier status and the
   * navigation badges); the central handler then only logs it.
   */
  silent?: boolean;
  /** Names the call in the log. */
  context?: string;
}

const MAX_RETRIES = 2;

function shouldRetry(failureCount: number, error: unknown): boolean {
  // A 4xx will answer the same again; only network failures and 5xx are retried.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

function report(error: unknown, meta: AppQueryMeta | undefined): void {
  if (meta?.silent) console.error(`[${meta.context ?? 'request'}]`, error);
  else handleError(error, meta?.context);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => report(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => report(error, mutation.meta) }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
