import Close from '@mui/icons-material/Close';
import CssBaseline from '@mui/material/CssBaseline';
import IconButton from '@mui/material/IconButton';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { closeSnackbar, SnackbarProvider } from 'notistack';
import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { TOAST_DEFAULT_MS } from '@portal/domain/common/constants';
import { ErrorPage } from '../components/error-page';
import { getSession, subscribeSession } from '../lib/session';
import { theme } from './theme';
import { THEME_MODE_KEY, themeModeStorage } from './theme-mode-storage';
import { ThemeModeSync } from './theme-mode-sync';

/** Theme (light, dark or the system's), server state, notifications, and a last-resort error boundary. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useClearCacheOnSignOut(queryClient);
  return (
    <ThemeProvider theme={theme} defaultMode="system" modeStorageKey={THEME_MODE_KEY} storageManager={themeModeStorage} disableTransitionOnChange>
      <CssBaseline enableColorScheme />
      <ThemeModeSync />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider
          maxSnack={4}
          autoHideDuration={TOAST_DEFAULT_MS}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          action={(key) => (
            <IconButton size="small" color="inherit" aria-label="Dismiss notification" onClick={() => closeSnackbar(key)}>
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
