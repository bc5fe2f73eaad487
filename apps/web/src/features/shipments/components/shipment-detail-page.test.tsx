import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Shipment, Stop } from '@portal/domain/shipments/shipment-schemas';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders, signIn } from '../../../testing/test-utils';
import { ShipmentDetail } from './shipment-detail-page';
import type { ShipmentPanels } from './shipment-panels';

const stop = (stopNumber: number, stopType: 'Pickup' | 'Dropoff'): Stop => ({
  shipmentStopId: 500 + stopNumber,
  orderStopId: 600 + stopNumber,
  stopNumber,
  stopType,
  name: stopType === 'Pickup' ? 'Shenandoah Mill' : 'Queen City DC',
  early: '2026-11-20T14:00:00.000Z',
  late: null,
  appointment: null,
  arrivedAt: null,
  departedAt: null,
  preloadRecordedAt: null,
  arrivalFlag: null,
  ianaTimezone: 'America/New_York',
  locationAddress: { address1: '100 Main St', city: 'Roanoke', state: 'VA', zip: '24011', country: 'US' },
  latitude: 37.27,
  longitude: -79.94,
  expectedPackageCount: null,
  confirmedPackageCount: null,
  orderLineItems: [],
});

const booked: Shipment = {
  id: 900,
  shipmentNumber: '4100247',
  orderId: 30,
  orderNumber: 'O-30',
  shipmentStatus: { value: ShipmentStatus.Booked, displayName: 'Booked' },
  shippingMode: 'TL',
  equipmentMode: 'Dry',
  isPartial: false,
  weight: 40000,
  totalMiles: 420,
  maxBuy: null,
  rate: null,
  stops: [stop(0, 'Pickup'), stop(1, 'Dropoff')],
  origin: { city: 'Roanoke', state: 'VA', postalCode: '24011' },
  destination: { city: 'Charlotte', state: 'NC', postalCode: '28202' },
  pickupEarly: '2026-11-20T14:00:00.000Z',
  pickupLate: null,
  deliveryEarly: null,
  deliveryLate: null,
  progress: 1,
  needsUpdate: false,
  isOnTime: null,
  nextStopDueAt: null,
  lastActivityAt: null,
  deliveredAt: null,
  lastKnownLocation: null,
  nextStopEta: null,
  trackingConsent: { level: 'LivePosition', position: true, eta: true, isCarrier: false, note: 'The carrier shares the live position' },
  carrier: null,
  customer: null,
  truckNumber: null,
  trailerNumber: null,
  shippingProNumber: null,
  tripId: null,
  referenceNumbers: [],
  requirements: [],
  bookedAt: '2026-11-19T14:00:00.000Z',
  canWrite: true,
};

const panels: ShipmentPanels = {
  documents: () => <div data-testid="documents-panel" />,
  upload: () => null,
  notes: () => <div data-testid="notes-panel" />,
  driverPicker: () => null,
  unitPicker: () => null,
  driverSignInLink: () => null,
};

const fetchMock = vi.fn<typeof fetch>();

function renderDetail(shipment: Shipment) {
  renderWithProviders(
    <MemoryRouter>
      <SnackbarProvider>
        <ShipmentDetail shipment={shipment} panels={panels} />
      </SnackbarProvider>
    </MemoryRouter>,
  );
}

describe('ShipmentDetail: who may write on the load', { timeout: 20_000 }, () => {
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async () => jsonResponse({ data: [], totalCount: 0, items: [] }));
    vi.stubGlobal('fetch', fetchMock);
    signIn(makeUser());
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers a party of the load its documents, notes, stop events and bill of lading', async () => {
    renderDetail(booked);
    expect(await screen.findByRole('tab', { name: 'Notes' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Documents' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Arrive' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate BOL' })).toBeInTheDocument();
  });

  it('offers a carrier that only sees the load no note composer, upload, stop event or bill of lading', async () => {
    renderDetail({ ...booked, canWrite: false });
    expect(await screen.findByRole('tab', { name: 'Requirements' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Notes' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Documents' })).toBeNull();
    expect(screen.queryByTestId('notes-panel')).toBeNull();
    expect(screen.queryByTestId('documents-panel')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Arrive' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Generate BOL' })).toBeNull();
  });
});
