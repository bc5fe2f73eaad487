import '@testing-library/jest-dom/vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Reason as PickReason } from '@portal/domain/load-board/load-board-schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n/i18n';
import { renderWithProviders } from '../../../testing/test-utils';
import { PickReasons } from './pick-reasons';

const noLinks = { miles: null, savedLaneId: null, liveEquipmentId: null, laneId: null, shipmentNumber: null };
const reasons: PickReason[] = [
  { ...noLinks, kind: 'deadhead', text: '42 mi from truck 12', miles: 42 },
  { ...noLinks, kind: 'laneMatch', text: 'Chicago, IL to Dallas, TX' },
];

describe('Top Picks reasons', () => {
  afterEach(async () => {
    cleanup();
    await setLanguage('en');
  });

  it('names the kind of each reason in Spanish and keeps the server text as sent', async () => {
    await setLanguage('es');
    renderWithProviders(<PickReasons reasons={reasons} />);
    expect(screen.getByRole('list', { name: 'Por qué esta carga' })).toBeInTheDocument();
    expect(screen.getByTestId('pick-reason-deadhead')).toHaveTextContent('En vacío');
    expect(screen.getByTestId('pick-reason-laneMatch')).toHaveTextContent('Coincide con su ruta');
    expect(screen.getByText('42 mi from truck 12')).toBeInTheDocument();
  });

  it('shows the English labels in English', () => {
    renderWithProviders(<PickReasons reasons={reasons} />);
    expect(screen.getByRole('list', { name: 'Why this load' })).toBeInTheDocument();
    expect(screen.getByTestId('pick-reason-deadhead')).toHaveTextContent('Deadhead');
  });
});
