import Close from '@mui/icons-material/Close';
import CssBaseline from '@mui/material/CssBaseline';
import IconButton from '@mui/material/IconButton';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { closeSnackbar, SnackbarProvider } from 'notistack';
import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { TOAST_DEFAULT_MS } from '@portal/domain/common/constants';
import { ErrorPage } from '../components/error-page';
import { getSession, subscribeSession } from '../lib/session';
import { theme, themeOptions } from './theme';
import { THEME_MODE_KEY, themeModeStorage } from './theme-mode-storage';
import { ThemeModeSync } from './theme-mode-sync';

/** Theme (light, dark or the system's), server state, notifications, and a last-resort error boundary. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const { t } = useTranslation();
  useClearCacheOnSignOut(queryClient);
  const localizedTheme = useLocalizedTheme();
  return (
    <ThemeProvider theme={localizedTheme} defaultMode="system" modeStorageKey={THEME_MODE_KEY} storageManager={themeModeStorage} disableTransitionOnChange>
      <CssBaseline enableColorScheme />
      <ThemeModeSync />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider
          maxSnack={4}
          autoHideDuration={TOAST_DEFAULT_MS}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          action={(key) => (
            <IconButton size="small" color="inherit" aria-label={t('Dismiss notification')} onClick={() => closeSnackbar(key)}>
              <Close fontSize="small" />
            </IconButton>
          )}
        >
          <AppErrorBoundary>{children}</AppErrorBoundary>
        </SnackbarProvider>
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
