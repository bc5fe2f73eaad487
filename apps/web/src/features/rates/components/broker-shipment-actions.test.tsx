import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrokerShipment } from '@portal/domain/rates/broker-booking-schemas';
import { createTestQueryClient, jsonResponse, makeUser, renderWithProviders, signIn } from '../../../testing/test-utils';
import { stubFetchForEachTest } from '../../../testing/stub-fetch';
import { BrokerShipmentActions } from './broker-shipment-actions';

const fetchMock = vi.fn<typeof fetch>();

const booked: BrokerShipment = {
  id: 9,
  shipmentNumber: '4100009',
  status: { value: 3, displayName: 'Booked' },
  shippingMode: 'TL',
  equipmentMode: 'Dry',
  maxBuy: 2500,
  rate: 2100,
  origination: 'Portal',
  carrier: { id: 5, name: 'Blue Ridge Transport LLC' },
  bookedRateType: 'Contract',
  bookedAt: '2026-11-24T10:00:00Z',
  origin: { city: 'Chicago', state: 'IL' },
  destination: { city: 'Dallas', state: 'TX' },
};
const readyToBook: BrokerShipment = { ...booked, status: { value: 1, displayName: 'Ready to Book' }, rate: null, carrier: null, bookedRateType: null, bookedAt: null };

let current: BrokerShipment = booked;

function answer(input: RequestInfo | URL, init?: RequestInit): Response {
  const url = String(input);
  if (url.endsWith('/shipments/9/booking')) return jsonResponse({ data: current });
  if (url.endsWith('/shipments/9/automatic-tendering-status')) {
    const step = { position: 0, carrierId: 7, carrierName: 'Great Lakes Carriers', rate: 1900, status: 'Tendered', tenderId: 31, expiresAt: null, changedAt: null };
    return jsonResponse({ data: { waterfallId: 3, status: 'Running', isAutomatic: false, expiresAfterMinutes: 60, current: step, remaining: [], history: [], startedAt: '2026-11-24T10:00:00Z', finishedAt: null } });
  }
  if (url.endsWith('/shipments/9/rescind') && init?.method === 'POST') {
    current = readyToBook;
    return jsonResponse({ data: current, message: 'Shipment 4100009 rescinded' });
  }
  if (url.endsWith('/shipments/9/void') && init?.method === 'POST') return jsonResponse({ data: { ...current, status: { value: -1, displayName: 'Voided' } }, message: 'Shipment 4100009 voided' });
  return jsonResponse({}, { status: 404 });
}

function renderActions() {
  renderWithProviders(
    <MemoryRouter>
      <SnackbarProvider>
        <BrokerShipmentActions shipmentId={9} shipmentNumber="4100009" />
      </SnackbarProvider>
    </MemoryRouter>,
    createTestQueryClient(),
  );
}

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('BrokerShipmentActions', { timeout: 20_000 }, () => {
  stubFetchForEachTest(fetchMock);
  beforeEach(() => {
    current = booked;
    signIn(makeUser({ isBroker: true }));
    fetchMock.mockImplementation(async (input, init) => answer(input, init));
  });

  it('shows the booking and offers only what its status allows', async () => {
    renderActions();
    expect(await screen.findByText(/Booked with/)).toHaveTextContent('Booked with Blue Ridge Transport LLC at $2,100.00 (Contract)');
    expect(screen.getByRole('link', { name: 'Shop rates' })).toHaveAttribute('href', '/rates/all/shipment/4100009');
    expect(screen.getByRole('button', { name: 'Tender' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Rescind' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Void' })).toBeEnabled();
    expect(screen.getByLabelText('Max buy')).toHaveValue('2500.00');
  });

  it('rescinds only after confirming, with the reason, and toasts the answer', async () => {
    renderActions();
    fireEvent.click(await screen.findByRole('button', { name: 'Rescind' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rescind the booking of shipment 4100009?' });
    expect(posts()).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), { target: { value: 'Customer moved the pickup' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rescind booking' }));
    expect(await screen.findByText('Shipment 4100009 rescinded')).toBeInTheDocument();
    expect(JSON.parse(String(posts()[0][1]?.body))).toEqual({ reason: 'Customer moved the pickup' });
    expect(await screen.findByRole('button', { name: 'Tender' })).toBeEnabled();
  });

  it('voids after confirming', async () => {
    renderActions();
    fireEvent.click(await screen.findByRole('button', { name: 'Void' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void shipment 4100009?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Void shipment' }));
    expect(await screen.findByText('Shipment 4100009 voided')).toBeInTheDocument();
    expect(String(posts()[0][0])).toContain('/shipments/9/void');
  });

  it('rescinds a running tender after confirming, naming its carrier', async () => {
    current = { ...readyToBook, status: { value: 2, displayName: 'Tendering' } };
    renderActions();
    fireEvent.click(await screen.findByRole('button', { name: 'Rescind' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rescind the running tender of shipment 4100009?' });
    expect(await within(dialog).findByText(/Great Lakes Carriers can no longer accept it/)).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rescind tender' }));
    expect(await screen.findByText('Shipment 4100009 rescinded')).toBeInTheDocument();
    expect(String(posts()[0][0])).toContain('/shipments/9/rescind');
  });
});
