import '@testing-library/jest-dom/vitest';
import type { CurrentUser } from '@portal/domain/auth/current-user';
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '../../testing/test-utils';
import { visibleNavGroups } from './nav-items';
import { NavContent } from './nav-rail';


function labels(user: CurrentUser): string[] {
  return visibleNavGroups(user).flatMap((group) => group.items.map((item) => item.label));
}

function titles(user: CurrentUser): (string | undefined)[] {
  return visibleNavGroups(user).map((group) => group.title);
}

describe('navigation visibility', () => {
  it('shows a carrier every group except third-party payer invoices', () => {
    const carrier = makeUser({ permissions: ['CarrierPortal'] });
    expect(titles(carrier)).toEqual([undefined, 'Load Board', 'Manage Freight', 'Financials', 'Account']);
    expect(labels(carrier)).toEqual([
      'Dashboard',
      'Load Board',
      'Live Equipment',
      'Saved Lanes',
      'Top Picks',
      'Shipments',
      'Tenders',
      'Rate Requests',
      'Accounting',
      'Payment Remittance',
      'Accessorial Requests',
      'Videos',
      'Contacts',
      'Locations',
      'Equipment',
      'Drivers',
      'Score Card',
      'Compliance',
      'Activity',
      'Support',
      'Logout',
    ]);
  });

  it('offers Activity to company admins and the brokerage staff, not to other users', () => {
    expect(labels(makeUser({ permissions: ['CarrierPortal'], roles: [] }))).not.toContain('Activity');
    expect(labels(makeUser({ permissions: ['Admin'], roles: ['AP'], isBrokerage: true }))).toContain('Activity');
  });

  it('hides the Load Board group and Accessorial Requests from brokers', () => {
    const broker = makeUser({ permissions: ['CarrierPortal'], isBroker: true });
    expect(titles(broker)).not.toContain('Load Board');
    expect(labels(broker)).not.toContain('Top Picks');
    expect(labels(broker)).not.toContain('Accessorial Requests');
    expect(labels(broker)).toContain('Tenders');
    // A broker runs no fleet.
    expect(labels(broker)).not.toContain('Equipment');
    expect(labels(broker)).not.toContain('Drivers');
  });

  it('shows a driver only Shipments and the account links', () => {
    const driver = makeUser({ permissions: ['DriverPortal'], roles: ['Driver'] });
    expect(titles(driver)).toEqual(['Manage Freight', 'Account']);
    expect(labels(driver)).toEqual(['Shipments', 'Support', 'Logout']);
    // A driver's shipments are the loads assigned to them.
    const shipments = visibleNavGroups(driver).flatMap((group) => group.items).find((item) => item.key === 'shipments');
    expect(shipments).toMatchObject({ href: '/my-shipments' });
    const dispatcher = makeUser({ permissions: ['CarrierPortal', 'DriverPortal'], roles: ['Driver'] });
    expect(visibleNavGroups(dispatcher).flatMap((group) => group.items).find((item) => item.key === 'shipments')).toMatchObject({ href: '/shipments' });
  });

  it('shows a factoring user the financial pages and contacts', () => {
    const factoring = makeUser({ permissions: ['FactoringCompanyPortal'], roles: ['AR'] });
    expect(labels(factoring)).toEqual(['Accounting', 'Payment Remittance', 'Notices of Assignment', 'Contacts', 'Support', 'Logout']);
  });

  it('shows Third Party Payer Invoices only with the 3PL network', () => {
    const payer = makeUser({ permissions: ['CarrierBillingSettings'], roles: ['BillTo'], has3PLNetwork: true });
    expect(labels(payer)).toContain('Third Party Payer Invoices');
    expect(labels({ ...payer, has3PLNetwork: false })).not.toContain('Third Party Payer Invoices');
  });
});

describe('NavContent', () => {
  afterEach(cleanup);

  it('renders items as named links with their badge counts, and group titles', () => {
    const carrier = makeUser({ permissions: ['CarrierPortal'] });
    renderWithProviders(
      <MemoryRouter initialEntries={['/tenders']}>
        <NavContent
          groups={visibleNavGroups(carrier)}
          counts={{ shipments: 12, tenders: 3, rateRequests: 0 }}
          expanded
          onLogout={() => undefined}
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: /^Top Picks/ })).toHaveAttribute('href', '/available-freight');
    expect(within(nav).getByRole('link', { name: /^Load Board/ })).toHaveAttribute('href', '/reloads');
    expect(within(nav).getByRole('link', { name: /^Tenders/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByText('Manage Freight')).toBeInTheDocument();
    expect(screen.getByTestId('nav-badge-shipments')).toHaveTextContent('12');
    expect(screen.getByTestId('nav-badge-tenders')).toHaveTextContent('3');
    expect(screen.queryByTestId('nav-badge-rateRequests')).not.toBeInTheDocument();
    // Support opens the portal's own help page, not an outside site.
    expect(within(nav).getByRole('link', { name: /^Support/ })).toHaveAttribute('href', '/help');
    expect(within(nav).getByRole('link', { name: /^Equipment/ })).toHaveAttribute('href', '/equipment');
    expect(within(nav).getByRole('link', { name: /^Drivers/ })).toHaveAttribute('href', '/drivers');
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
