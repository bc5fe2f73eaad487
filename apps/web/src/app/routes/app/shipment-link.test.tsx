import '@testing-library/jest-dom/vitest';
import { SHIPMENT_LOAD_FAILURE } from '@portal/domain/common/messages';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchForEachTest } from '../../../testing/stub-fetch';
import { jsonResponse, makeUser, renderWithProviders, signIn } from '../../../testing/test-utils';
import { Component as ShipmentLink, shipmentLinkTarget } from './shipment-link';

describe('shipmentLinkTarget', () => {
  it('opens the available-freight preview for a carrier and the all-shipments details for whoever is refused the load board', () => {
    expect(shipmentLinkTarget('100042', makeUser())).toBe('/available-freight/100042');
    expect(shipmentLinkTarget('100042', makeUser({ isBroker: true }))).toBe('/all-shipments/100042/preview/details');
    expect(shipmentLinkTarget('100042', makeUser({ isBrokerage: true, permissions: ['Admin'] }))).toBe('/all-shipments/100042/preview/details');
    expect(shipmentLinkTarget('100042', makeUser({ roles: ['Driver'], permissions: ['DriverPortal'] }))).toBe('/all-shipments/100042/preview/details');
  });
});

describe('/shipment-link/{shipmentKey}', () => {
  const fetchMock = vi.fn<typeof fetch>();
  stubFetchForEachTest(fetchMock);

  function open(key: string) {
    const router = createMemoryRouter(
      [
        { path: '/shipment-link/:shipmentKey', element: <ShipmentLink /> },
        { path: '*', element: <p>Landed</p> },
      ],
      { initialEntries: [`/shipment-link/${key}`] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    return router;
  }

  it("looks an id up and opens the shipment under its number: a carrier's Top Picks detail", async () => {
    signIn(makeUser());
    fetchMock.mockResolvedValue(jsonResponse({ id: 42, shipmentNumber: '100042', shipmentStatus: { value: ShipmentStatus.ReadyToBook, displayName: 'Ready to Book' } }));
    const router = open('42');
    await waitFor(() => expect(router.state.location.pathname).toBe('/available-freight/100042'));
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/portal/api/shipments/by-key/42');
  });

  it("opens a broker's shipment on its details, not on the load board the broker is refused", async () => {
    signIn(makeUser({ isBroker: true }));
    fetchMock.mockResolvedValue(jsonResponse({ id: 42, shipmentNumber: '100042', shipmentStatus: { value: ShipmentStatus.ReadyToBook, displayName: 'Ready to Book' } }));
    const router = open('42');
    await waitFor(() => expect(router.state.location.pathname).toBe('/all-shipments/100042/preview/details'));
  });

  it('says the shipment cannot be opened when the key names none the user can see', async () => {
    signIn(makeUser());
    fetchMock.mockResolvedValue(jsonResponse({ status: 404, title: 'Not Found', detail: 'Shipment not found' }, { status: 404, headers: { 'content-type': 'application/problem+json' } }));
    const router = open('999');
    expect(await screen.findByText(SHIPMENT_LOAD_FAILURE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/shipment-link/999');
  });
});
