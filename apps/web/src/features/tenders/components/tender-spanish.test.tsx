import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { spanishForEachTest } from '../../../testing/spanish-for-each-test';
import { makeUser, renderWithProviders, signIn } from '../../../testing/test-utils';
import { RejectTenderDialog } from './reject-tender-dialog';
import { TenderCard } from './tender-card';
import { makeTender } from '../testing/make-tender';

const tender = makeTender({ carrier: { id: 10, name: 'Demo Carrier' }, equipmentMode: 'Reefer', isPartial: true, requirements: ['Hazmat'] });

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

  it('offers the optional reject reason in Spanish', () => {
    renderWithProviders(<RejectTenderDialog tender={tender} open onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Rechazar la oferta de carga del envío 4100247' })).toBeTruthy();
    expect(screen.getByText('Indique al bróker por qué no toma esta carga.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Motivo (opcional)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Rechazar oferta' })).toBeTruthy();
  });
});
