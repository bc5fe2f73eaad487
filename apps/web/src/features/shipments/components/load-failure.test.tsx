import { act, cleanup, screen } from '@testing-library/react';
import { SHIPMENT_LOAD_FAILURE_REDIRECT_MS } from '@portal/domain/common/constants';
import { SHIPMENT_LOAD_FAILURE } from '@portal/domain/common/messages';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/test-utils';
import { ShipmentLoadFailure } from './load-failure';

describe('ShipmentLoadFailure', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("shows the spec's message and goes back one page after the redirect delay", () => {
    vi.useFakeTimers();
    const router = createMemoryRouter(
      [
        { path: '/shipments', element: <p>Shipment list</p> },
        { path: '/shipments/:shipmentNumber', element: <ShipmentLoadFailure /> },
      ],
      { initialEntries: ['/shipments', '/shipments/999'], initialIndex: 1 },
    );
    renderWithProviders(<RouterProvider router={router} />);
    expect(screen.getByText(SHIPMENT_LOAD_FAILURE)).toBeTruthy();
    act(() => vi.advanceTimersByTime(SHIPMENT_LOAD_FAILURE_REDIRECT_MS - 1));
    expect(router.state.location.pathname).toBe('/shipments/999');
    act(() => vi.advanceTimersByTime(1));
    expect(router.state.location.pathname).toBe('/shipments');
  });
});
