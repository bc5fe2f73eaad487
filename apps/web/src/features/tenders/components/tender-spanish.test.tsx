import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import type { TenderDetail } from '@portal/domain/tenders/tender-schemas';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { spanishForEachTest } from '../../../testing/spanish-for-each-test';
import { makeUser, renderWithProviders, signIn } from '../../../testing/test-utils';
import { RejectTenderDialog } from './reject-tender-dialog';
import { TenderCard } from './tender-card';

const HOUR = 3_600_000;

const tender: TenderDetail = {
  id: 77,
  status: { value: TenderOfferStatus.Sent, displayName: 'Sent' },
  isExpired: false,
  sentAt: new Date(Date.now() - HOUR).toISOString(),
  expiresAt: new Date(Date.now() + 5 * HOUR).toISOString(),
  respondedAt: null,
  rejectReason: null,
  rate: 1875,
  customer: { id: 3, name: 'Acme Foods' },
  carrier: { id: 10, name: 'Demo Carrier' },
  shipmentId: 900,
  shipmentNumber: '4100247',
  shipmentStatus: { value: ShipmentStatus.Tendering, displayName: 'Tendering' },
  origin: { city: 'Chicago', state: 'IL', postalCode: '60601', ianaTimezone: 'America/Chicago' },
  destination: { city: 'Laredo', state: 'TX', postalCode: '78040', ianaTimezone: 'America/Chicago' },
  pickupEarly: new Date(Date.now() + 24 * HOUR).toISOString(),
  pickupLate: null,
  deliveryEarly: null,
  deliveryLate: null,
  equipmentMode: 'Reefer',
  shippingMode: 'TL',
  isPartial: true,
  weight: 40000,
  miles: 1350,
  requirements: ['Hazmat'],
  referenceNumbers: [],
  driverId: null,
  driver: null,
  respondedBy: null,
  truckNumber: null,
  trailerNumber: null,
  notes: null,
  lane: { origin: { city: 'Chicago', state: 'IL', postalCode: '60601' }, destination: { city: 'Laredo', state: 'TX', postalCode: '78040' }, miles: 1350 },
  stops: [],
  equipment: { equipmentMode: 'Reefer', shippingMode: 'TL', isPartial: true, weight: 40000 },
  map: { points: [], bounds: null },
};

function renderInRouter(ui: React.ReactElement) {
  return renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);
}

describe('tenders in Spanish', () => {
  spanishForEachTest();

  it('shows a tender card with Spanish labels, status and countdown', () => {
    renderInRouter(<TenderCard tender={tender} />);
    expect(screen.getByRole('link', { name: 'Oferta de carga 77, envío 4100247' })).toBeTruthy();
    expect(screen.getByText('Enviada')).toBeTruthy();
    expect(screen.getByText('Recolección')).toBeTruthy();
    expect(screen.getByText(/Refrigerado · TL · Parcial/)).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^Vence en \d+h \d+m$/);
  });

  it("names the customer to the tendered carrier and the carrier to the broker that sent it", () => {
    signIn(makeUser({ companyId: 10 }));
    const { unmount } = renderInRouter(<TenderCard tender={tender} />);
    expect(screen.getByTestId('tender-counterpart').textContent).toBe('Acme Foods');
    unmount();
    signIn(makeUser({ companyId: 3, companyName: 'Acme Foods', isBroker: true }));
    renderInRouter(<TenderCard tender={tender} />);
    expect(screen.getByTestId('tender-counterpart').textContent).toBe('Para Demo Carrier');
  });

  it('asks for the reject reason in Spanish', () => {
    renderWithProviders(<RejectTenderDialog tender={tender} open onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Rechazar la oferta de carga del envío 4100247' })).toBeTruthy();
    expect(screen.getByText('Indique al bróker por qué no toma esta carga.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Motivo/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rechazar oferta' })).toBeTruthy();
  });

  it('says in Spanish that a reason is required', async () => {
    renderWithProviders(<RejectTenderDialog tender={tender} open onClose={() => undefined} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Rechazar oferta' }));
    expect(await screen.findByText('Se requiere un motivo para rechazar una oferta de carga')).toBeTruthy();
  });
});
