import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '../../components/error-page';
import { PageLoader } from '../../components/page-loader';
import { RouteNotFound } from '../../components/route-not-found';
import { canReloadFor, reloadOnce } from '../../lib/lazy-import';

/**
 * The error boundary of the routes: a route module that failed to load reloads the page once;
 * anything else shows 'Whoops! Something Went Wrong'.
 */
export function RouteError({ fullPage = false }: { fullPage?: boolean }) {
  const error = useRouteError();
  const [reloading] = useState(() => canReloadFor(error));

  useEffect(() => {
    if (reloading) reloadOnce();
    else console.error('[route error]', error);
  }, [error, reloading]);

  if (reloading) return <PageLoader fullPage={fullPage} />;
  if (isRouteErrorResponse(error) && error.status === 404) return <RouteNotFound fullPage={fullPage} />;
  return <ErrorPage fullPage={fullPage} />;
}

export function RootRouteError() {
  return <RouteError fullPage />;
}
