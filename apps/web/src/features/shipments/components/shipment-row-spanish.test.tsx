import { screen } from '@testing-library/react';
import type { ShipmentSummary } from '@portal/domain/shipments/shipment-schemas';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n';
import { spanishForEachTest } from '../../../testing/spanish-for-each-test';
import { renderWithProviders } from '../../../testing/test-utils';
import { ShipmentRow } from './shipment-row';

const shipment: ShipmentSummary = {
  id: 900,
  shipmentNumber: '4100247',
  status: { value: ShipmentStatus.InTransit, displayName: 'In Transit' },
  progress: 2,
  origin: { city: 'Chicago', state: 'IL', postalCode: '60601' },
  destination: { city: 'Laredo', state: 'TX', postalCode: '78040' },
  originTimeZone: 'America/Chicago',
  destinationTimeZone: 'America/Chicago',
  pickupEarly: '2026-11-20T14:00:00.000Z',
  pickupLate: null,
  deliveryEarly: '2026-11-22T14:00:00.000Z',
  deliveryLate: null,
  shippingMode: 'TL',
  equipmentMode: 'Dry',
  rate: 1875,
  referenceNumbers: [],
  needsUpdate: true,
  isOnTime: null,
  nextStopDueAt: null,
  lastActivityAt: null,
  truckNumber: 'T-12',
  trailerNumber: null,
  shippingProNumber: null,
  tripId: null,
  carrierName: null,
};

function renderInRouter(ui: React.ReactElement) {
  return renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);
}

describe('shipment row in Spanish', () => {
  spanishForEachTest();

  it('shows a shipment row with the status, stops and marker in Spanish', () => {
    renderInRouter(<ShipmentRow shipment={shipment} to="/shipments/4100247" />);
    expect(screen.getByRole('link', { name: 'Envío 4100247' })).toBeTruthy();
    expect(screen.getByTestId('shipment-status').textContent).toBe('En tránsito');
    expect(screen.getByText('Recolección')).toBeTruthy();
    expect(screen.getByText('Entrega')).toBeTruthy();
    expect(screen.getByText('Caja seca · TL')).toBeTruthy();
    expect(screen.getByText('Por actualizar')).toBeTruthy();
  });

  it('keeps the spec English when English is chosen', async () => {
    await setLanguage('en');
    renderInRouter(<ShipmentRow shipment={shipment} to="/shipments/4100247" />);
    expect(screen.getByRole('link', { name: 'Shipment 4100247' })).toBeTruthy();
    expect(screen.getByTestId('shipment-status').textContent).toBe('In Transit');
    expect(screen.getByText('Pickup')).toBeTruthy();
    expect(screen.getByText('Needs Update')).toBeTruthy();
  });
});
