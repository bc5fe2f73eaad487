import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders, signIn } from '../../../testing/test-utils';
import type { Driver } from '../api/search-drivers';
import { DriverPicker } from './driver-picker';

const licence = { licenseNumber: null, licenseState: null, licenseExpiresOn: null, fileId: null, isActive: true };

const DRIVERS: Driver[] = [
  { id: 1, firstName: 'Marcus', lastName: 'Hill', name: 'Marcus Hill', email: null, mobilePhone: '(682) 555-0132', ...licence },
  { id: 2, firstName: 'Henry', lastName: 'Schmitt', name: 'Henry Schmitt', email: 'henry@example.test', mobilePhone: null, ...licence },
];

function Harness({ onPick }: { onPick: (driver: Driver | null) => void }) {
  const [driver, setDriver] = useState<Driver | null>(null);
  return (
    <DriverPicker
      value={driver}
      onChange={(next) => {
        setDriver(next);
        onPick(next);
      }}
    />
  );
}

describe('DriverPicker', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    signIn(makeUser());
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) => {
      const q = (new URL(String(input), 'http://localhost').searchParams.get('q') ?? '').toLowerCase();
      const data = DRIVERS.filter((d) => `${d.firstName} ${d.lastName}`.toLowerCase().includes(q));
      return jsonResponse({ data, totalCount: data.length });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks the server nothing until opened, then searches as one types and returns the chosen driver', async () => {
    const onPick = vi.fn();
    renderWithProviders(<Harness onPick={onPick} />);
    expect(fetchMock).not.toHaveBeenCalled();

    const input = screen.getByRole('combobox', { name: 'Driver' });
    fireEvent.mouseDown(input);
    expect(await screen.findByRole('option', { name: /Henry Schmitt/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Marcus Hill/ })).toHaveTextContent('(682) 555-0132');

    await userEvent.type(input, 'schm');
    await waitFor(() => expect(screen.queryByRole('option', { name: /Marcus Hill/ })).not.toBeInTheDocument());
    const asked = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost');
    expect(asked.pathname).toMatch(/\/drivers$/);
    expect(asked.searchParams.get('q')).toBe('schm');

    await userEvent.click(screen.getByRole('option', { name: /Henry Schmitt/ }));
    expect(onPick).toHaveBeenLastCalledWith(DRIVERS[1]);
    expect(input).toHaveValue('Henry Schmitt');
  });

  it('says so when no driver matches', async () => {
    renderWithProviders(<Harness onPick={() => {}} />);
    const input = screen.getByRole('combobox', { name: 'Driver' });
    fireEvent.mouseDown(input);
    await userEvent.type(input, 'nobody');
    expect(await screen.findByText('No matching drivers')).toBeInTheDocument();
  });
});
