import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { DriverEntry } from './app/driver-entry';
import { readEntryParameters } from './app/entry';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { followUserLanguage } from './i18n/follow-user-language';
import { preferredLanguage, setLanguage } from './i18n/i18n';
import { loadRuntimeConfig } from './lib/api-client';
import { reloadOnce } from './lib/lazy-import';
import { registerNavigator } from './lib/navigation';
import { createQueryClient } from './lib/query-client';
import { getSession } from './lib/session';

// A stale chunk after a release: reload once instead of failing (a second failure reaches the error page).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnce()) event.preventDefault();
});

async function start() {
  const { driverToken } = readEntryParameters();
  await Promise.all([loadRuntimeConfig(), setLanguage(preferredLanguage(getSession().user?.language))]);
  followUserLanguage();
  const router = createAppRouter();
  registerNavigator((to) => void router.navigate(to, { replace: true }));
  const queryClient = createQueryClient();

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <DriverEntry driverToken={driverToken}>
          <RouterProvider router={router} />
        </DriverEntry>
      </AppProviders>
    </StrictMode>,
  );
}

void start();
