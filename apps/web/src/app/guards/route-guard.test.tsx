import '@testing-library/jest-dom/vitest';
import { landingPath } from '@portal/domain/auth/access';
import { NOT_AUTHORIZED } from '@portal/domain/common/messages';
import { cleanup, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { getSavedPath } from '../../lib/session';
import { storage } from '../../lib/storage';
import { makeUser, renderWithProviders, signIn } from '../../testing/test-utils';
import { RouteGuard } from './route-guard';

function renderGuarded(initialPath: string, element = <RouteGuard area="tenders" />) {
  const router = createMemoryRouter(
    [
      { path: paths.root.path, element: <p>Sign-in page</p> },
      {
        path: paths.tenders.path,
        element,
        children: [{ index: true, element: <p>Tenders page</p> }],
      },
      { path: paths.dashboard.path, element: <RouteGuard area="dashboard" redirectWhenDenied={landingPath} /> },
      { path: paths.allShipments.path, element: <p>All shipments</p> },
      { path: paths.accounting.path, element: <p>Accounting</p> },
    ],
    { initialEntries: [initialPath] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

describe('RouteGuard', () => {
  beforeEach(() => {
    signIn(null);
    storage.setSavedPath(null);
  });
  afterEach(cleanup);

  it('shows the page to a user with the area permission', async () => {
    signIn(makeUser({ permissions: ['CarrierPortal'] }));
    renderGuarded('/tenders');
    expect(await screen.findByText('Tenders page')).toBeInTheDocument();
  });

  it("tells a user without the area's permission that they are not authorized", async () => {
    signIn(makeUser({ permissions: ['FactoringCompanyPortal'], roles: [] }));
    renderGuarded('/tenders');
    expect(await screen.findByText(NOT_AUTHORIZED)).toBeInTheDocument();
    expect(screen.queryByText('Tenders page')).not.toBeInTheDocument();
  });

  it('saves the path of an unauthenticated visitor and sends them to sign-in', async () => {
    const router = renderGuarded('/tenders?status=0');
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(getSavedPath()).toBe('/tenders?status=0');
  });

  it('redirects a user without CarrierPortal from the dashboard to the all-shipments list', async () => {
    signIn(makeUser({ permissions: ['DriverPortal'], roles: ['Driver'] }));
    const router = renderGuarded('/dashboard');
    expect(await screen.findByText('All shipments')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/all-shipments');
  });

  it("sends a factoring user from the dashboard to their own start page, not to the drivers' list", async () => {
    signIn(makeUser({ permissions: ['FactoringCompanyPortal'], roles: [] }));
    const router = renderGuarded('/dashboard');
    expect(await screen.findByText('Accounting')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accounting');
  });

  it('refuses, rather than loops, when the start page is the refused page itself', async () => {
    signIn(makeUser({ permissions: [], roles: [] }));
    renderGuarded('/dashboard');
    expect(await screen.findByText(NOT_AUTHORIZED)).toBeInTheDocument();
  });
});
