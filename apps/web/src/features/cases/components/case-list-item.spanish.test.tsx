import '@testing-library/jest-dom/vitest';
import type { PortalCase } from '@portal/domain/cases/case-schemas';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n';
import { spanishForEachTest } from '../../../testing/spanish-for-each-test';
import { renderWithProviders } from '../../../testing/test-utils';
import { CaseListHeader, CaseListItem } from './case-list-item';

// The fields the list shows; the rest of a case does not reach the row.
const onHoldCase = {
  id: 5,
  caseNumber: 'CS-100005',
  caseType: { value: 0, displayName: 'Detention' },
  statusGroup: 'On Hold',
  statusDescription: 'On Hold - Carrier Documents Pending',
  isVoided: false,
  carrierCaseResolutionType: { value: 0, displayName: 'None' },
  shipmentNumber: '4100012',
  amount: 250,
  lane: { origin: { city: 'Dallas', state: 'TX' }, destination: { city: 'Atlanta', state: 'GA' } },
  createdAt: '2026-11-10T10:00:00Z',
} as unknown as PortalCase;

function renderRow(compact: boolean) {
  return renderWithProviders(
    <MemoryRouter>
      {!compact && <CaseListHeader />}
      <CaseListItem item={onHoldCase} compact={compact} />
    </MemoryRouter>,
  );
}

describe('case list in Spanish', () => {
  spanishForEachTest();

  it('shows the column headers, the case type and its status in Spanish, the stored values unchanged', () => {
    renderRow(false);
    for (const header of ['Caso', 'Estado', 'Envío', 'Ruta', 'Monto', 'Creado']) expect(screen.getByText(header)).toBeInTheDocument();
    expect(screen.getByText('Estadía')).toBeInTheDocument();
    expect(screen.getByTestId('case-status')).toHaveTextContent('En espera');
    expect(screen.getByText('En espera - Documentos del transportista pendientes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CS-100005, Estadía, En espera' })).toBeInTheDocument();
    expect(screen.queryByText('Detention')).not.toBeInTheDocument();
  });

  it('says "Envío" and "Creado el" on the phone card', () => {
    renderRow(true);
    expect(screen.getByText(/Estadía · Envío 4100012/)).toBeInTheDocument();
    expect(screen.getByText(/^Creado el /)).toBeInTheDocument();
  });

  it('goes back to the spec English when English is chosen again', async () => {
    await setLanguage('en');
    renderRow(false);
    expect(screen.getByText('Detention')).toBeInTheDocument();
    expect(screen.getByTestId('case-status')).toHaveTextContent('On Hold');
    expect(screen.getByRole('link', { name: 'CS-100005, Detention, On Hold' })).toBeInTheDocument();
  });
});
