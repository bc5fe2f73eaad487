import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { RouterProvider } from 'react-router';
import { followUserLanguage } from '../i18n/follow-user-language';
import { preferredLanguage, setLanguage } from '../i18n/i18n';
import { loadRuntimeConfig } from '../lib/api-client';
import { registerNavigator } from '../lib/navigation';
import { createQueryClient } from '../lib/query-client';
import { getSession } from '../lib/session';
import { DriverEntry } from './driver-entry';
import type { FirstData } from './first-page';
import { prefetchFirstData } from './prefetch-first-data';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

/**
 * The MUI application: theme, server state, notifications and the router. main.tsx loads it on
 * every visit except a visitor's sign-in page, which the lean sign-in page answers until it is
 * submitted (features/auth/lean).
 *
 * `firstData` is what the entry started downloading for the page being opened (first-page.ts).
 * `replace` is the lean page's root: it stays on screen until the router has loaded the modules of
 * the first page, then the app takes its place in one commit, so nothing blank shows in between.
 */
export async function startApp({ driverToken, replace, firstData = [] }: { driverToken: string | null; replace?: Root; firstData?: readonly FirstData[] }): Promise<void> {
  await Promise.all([loadRuntimeConfig(), setLanguage(preferredLanguage(getSession().user?.language))]);
  followUserLanguage();
  const queryClient = createQueryClient();
  // Before the router renders the page: the data the entry asked for (first-page.ts) is then in the cache.
  prefetchFirstData(queryClient, firstData);
  const router = createAppRouter();
  registerNavigator((to) => void router.navigate(to, { replace: true }));
  await routerReady(router);

  replace?.unmount();
  const root = createRoot(document.getElementById('root')!);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <DriverEntry driverToken={driverToken}>
          <RouterProvider router={router} />
        </DriverEntry>
      </AppProviders>
    </StrictMode>
  );
  if (replace) flushSync(() => root.render(app));
  // As a transition, React renders the first page in short slices instead of one long task, so
  // the main thread stays free for input and the page's own requests while it builds.
  else startTransition(() => root.render(app));
}

/** Resolves once the router has loaded the lazy route modules of the current address. */
function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
