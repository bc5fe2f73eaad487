import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Component, lazy, Suspense, useEffect, useState, useSyncExternalStore, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { ErrorPage } from '../components/error-page';
import { importWithReload } from '../lib/lazy-import';
import { subscribeToastRequests, toastsAskedFor } from '../lib/notify';
import { getSession, subscribeSession } from '../lib/session';
import { theme, themeOptions } from './theme';
import { THEME_MODE_KEY, themeModeStorage } from './theme-mode-storage';
import { ThemeModeSync } from './theme-mode-sync';

/** The toast host and notistack load with the first toast, not in the first load (lib/notify.ts waits for them). */
const Toasts = lazy(importWithReload(async () => ({ default: (await import('./toasts')).Toasts })));

/** Theme (light, dark or the system's), server state, notifications, and a last-resort error boundary. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useClearCacheOnSignOut(queryClient);
  const localizedTheme = useLocalizedTheme();
  const toastsWanted = useSyncExternalStore(subscribeToastRequests, toastsAskedFor, toastsAskedFor);
  return (
    <ThemeProvider theme={localizedTheme} defaultMode="system" modeStorageKey={THEME_MODE_KEY} storageManager={themeModeStorage} disableTransitionOnChange>
      <CssBaseline enableColorScheme />
      <ThemeModeSync />
      <QueryClientProvider client={queryClient}>
        <AppErrorBoundary>{children}</AppErrorBoundary>
        {toastsWanted && (
          <Suspense fallback={null}>
            <Toasts />
          </Suspense>
        )}
      </QueryClientProvider>
    </ThemeProvider>
  );
}

/**
 * MUI's own texts (pagination, autocomplete, alerts) follow the portal's language; the Spanish
 * ones are downloaded when Spanish is chosen, so English pages load no more than before.
 */
function useLocalizedTheme() {
  const { i18n } = useTranslation();
  const spanish = i18n.language === 'es';
  const [spanishTheme, setSpanishTheme] = useState<typeof theme | null>(null);
  useEffect(() => {
    if (!spanish || spanishTheme) return;
    let current = true;
    void import('@mui/material/locale').then(({ esES }) => {
      if (current) setSpanishTheme(createTheme(themeOptions, esES));
    });
    return () => {
      current = false;
    };
  }, [spanish, spanishTheme]);
  return spanish && spanishTheme ? spanishTheme : theme;
}

/** Nothing of one user's data may be shown to the next: the cache goes with the session. */
function useClearCacheOnSignOut(queryClient: QueryClient) {
  useEffect(() => {
    let previousToken = getSession().token;
    return subscribeSession(() => {
      const { token } = getSession();
      if (previousToken && token !== previousToken) queryClient.clear();
      previousToken = token;
    });
  }, [queryClient]);
}

class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[app error]', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorPage fullPage /> : this.props.children;
  }
}
