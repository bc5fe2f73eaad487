import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EquipmentUnit } from '@portal/domain/equipment/equipment-schemas';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders, signIn } from '../../../testing/test-utils';
import { stubFetchForEachTest } from '../../../testing/stub-fetch';
import { EquipmentPage } from './equipment-page';

const unit = (id: number, unitNumber: string, activeShipmentNumber: string | null = null): EquipmentUnit => ({
  id,
  kind: 'PowerUnit',
  unitNumber,
  trailerType: null,
  lengthFeet: null,
  vin: '1M8GDM9AXKP042788',
  licensePlate: 'ABC1234',
  licenseState: 'VA',
  year: 2022,
  make: 'Kenworth',
  model: 'T680',
  reeferUnit: null,
  eldVehicleId: null,
  isActive: true,
  retiredAt: null,
  activeShipmentNumber,
});

describe('EquipmentPage', () => {
  const fetchMock = vi.fn<typeof fetch>();
  stubFetchForEachTest(fetchMock);
  beforeEach(() => {
    signIn(makeUser());
    fetchMock.mockImplementation(async (input, init) => {
      if ((init?.method ?? 'GET') === 'POST') return jsonResponse({ data: unit(9, 'PU-NEW') }, { status: 201 });
      return jsonResponse({ data: [unit(1, 'PU-101', 'S1001'), unit(2, 'PU-102')], totalCount: 2, totals: { trailers: 7, powerUnits: 2 } });
    });
  });

  const render = () =>
    renderWithProviders(
      <MemoryRouter>
        <SnackbarProvider>
          <EquipmentPage kind="PowerUnit" />
        </SnackbarProvider>
      </MemoryRouter>,
    );

  it('shows the totals of both kinds on the tab labels and keeps a unit on an active load from being retired', async () => {
    render();
    expect(await screen.findByRole('tab', { name: 'Trailers (7)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Power Units (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost').searchParams.get('kind')).toBe('PowerUnit');
    // The rows render as a transition once the data is in (paged-list.tsx), after the tab labels.
    expect(await screen.findByRole('button', { name: 'Retire PU-101' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Retire PU-102' })).toBeEnabled();
  });

  it('refuses a VIN whose check digit does not match before anything is sent, then adds the unit', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Add power unit' }));
    const dialog = screen.getByRole('dialog', { name: 'Add power unit' });
    await user.type(within(dialog).getByLabelText(/Unit number/), 'PU-NEW');
    await user.type(within(dialog).getByLabelText(/VIN/), '1M8GDM9AXKP042789');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(/check digit \(9th character\) does not match/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.clear(within(dialog).getByLabelText(/VIN/));
    await user.type(within(dialog).getByLabelText(/VIN/), '1M8GDM9AXKP042788');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toMatchObject({ kind: 'PowerUnit', unitNumber: 'PU-NEW', vin: '1M8GDM9AXKP042788' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add power unit' })).not.toBeInTheDocument());
    expect(await screen.findByText('Unit PU-NEW added')).toBeInTheDocument();
  });
});
