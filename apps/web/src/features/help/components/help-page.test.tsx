import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, renderWithProviders, signIn } from '../../../testing/test-utils';
import { HelpPage } from './help-page';

const FLEET_QUESTION = 'Where do I keep my trucks, trailers and drivers?';

function renderHelp() {
  renderWithProviders(
    <MemoryRouter>
      <HelpPage />
    </MemoryRouter>,
  );
}

describe('HelpPage fleet answer', () => {
  // The support contacts card loads on its own; it stays loading here.
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => undefined))));
  afterEach(() => {
    cleanup();
    signIn(null);
    vi.unstubAllGlobals();
  });

  it('links a carrier to Equipment and Drivers', async () => {
    signIn(makeUser({ permissions: ['CarrierPortal'] }));
    renderHelp();
    fireEvent.click(screen.getByRole('button', { name: FLEET_QUESTION }));
    expect(await screen.findByRole('link', { name: 'Open Equipment' })).toHaveAttribute('href', '/equipment');
    expect(screen.getByRole('link', { name: 'Open Drivers' })).toHaveAttribute('href', '/drivers');
  });

  it('leaves the fleet answer out for a broker and a third-party payer, who run no fleet', () => {
    for (const user of [makeUser({ permissions: ['CarrierPortal'], isBroker: true }), makeUser({ permissions: ['CarrierBillingSettings'], roles: ['BillTo'], has3PLNetwork: true })]) {
      signIn(user);
      renderHelp();
      expect(screen.queryByRole('button', { name: FLEET_QUESTION })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'How do I find and book a load?' })).toBeInTheDocument();
      cleanup();
    }
  });
});
