import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LocationDetail } from '@portal/domain/locations/location-schemas';
import { SnackbarProvider } from 'notistack';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders, signIn } from '../../../testing/test-utils';
import { stubFetchForEachTest } from '../../../testing/stub-fetch';
import { DockScheduleEditor } from './dock-schedule-editor';

const week = () => Array.from({ length: 7 }, (_, dayOfWeek) => ({ dayOfWeek, isClosed: false, isTwentyFourHour: false, startTime: '00:00', endTime: '23:59' }));
const status = { openNow: true, closesAt: null, nextOpenAt: null, timeZone: 'America/Toronto' };

const LOCATION: LocationDetail = {
  id: 42,
  locationNumber: 'LOC-42',
  name: 'Bathurst Cross Dock',
  locationType: 'Warehouse',
  isPrimaryLocation: false,
  lumpersAvailable: false,
  isAppointmentRequired: true,
  overnightParking: false,
  addressLine1: '120 Bathurst St',
  addressLine2: null,
  city: 'Toronto',
  province: 'ON',
  postalCode: 'M5V 2T6',
  country: 'CA',
  latitude: 43.64,
  longitude: -79.4,
  ianaTimezone: 'America/Toronto',
  phoneNumbers: [],
  ediCodes: [],
  email: null,
  dockLength: null,
  directions: null,
  companyId: 10,
  companyName: 'Demo Carrier',
  dockStatus: { shipping: status, receiving: status },
  updatedAt: '2026-11-24T12:00:00Z',
  dockSchedule: { shipping: week(), receiving: week(), closures: [] },
};

describe('DockScheduleEditor', () => {
  const fetchMock = vi.fn<typeof fetch>();
  stubFetchForEachTest(fetchMock);
  beforeEach(() => {
    signIn(makeUser());
    fetchMock.mockImplementation(async (_input, init) => {
      const body = JSON.parse(String(init?.body ?? '{}'));
      return jsonResponse({ data: { ...LOCATION, dockSchedule: body }, message: 'Dock schedule updated for LOC-42' });
    });
  });

  const render = () =>
    renderWithProviders(
      <SnackbarProvider>
        <DockScheduleEditor location={LOCATION} />
      </SnackbarProvider>,
    );

  it('refuses a day that closes before it opens, on the week that holds it, and sends nothing', async () => {
    const user = userEvent.setup();
    render();
    const form = screen.getByRole('form', { name: 'Dock schedule' });
    await user.click(within(form).getByRole('tab', { name: 'Receiving' }));
    fireEvent.change(within(form).getByLabelText('Tuesday receiving opens'), { target: { value: '17:00' } });
    fireEvent.change(within(form).getByLabelText('Tuesday receiving closes'), { target: { value: '08:00' } });
    await user.click(within(form).getByRole('tab', { name: 'Shipping' }));
    await user.click(within(form).getByRole('button', { name: 'Save dock hours' }));
    // The editor moves to the week with the problem and says what is wrong.
    expect(await within(form).findByText('The dock must open before it closes')).toBeInTheDocument();
    expect(within(form).getByRole('tab', { name: 'Receiving (check)' })).toHaveAttribute('aria-selected', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends both weeks and the closures once valid, and tells the schedule was updated', async () => {
    const user = userEvent.setup();
    render();
    const form = screen.getByRole('form', { name: 'Dock schedule' });
    fireEvent.change(within(form).getByLabelText('Monday shipping opens'), { target: { value: '07:00' } });
    fireEvent.change(within(form).getByLabelText('Monday shipping closes'), { target: { value: '17:00' } });
    await user.click(within(within(form).getByRole('group', { name: 'Sunday shipping' })).getByRole('combobox', { name: /^Hours/ }));
    await user.click(screen.getByRole('option', { name: 'Closed' }));
    await user.click(within(form).getByRole('button', { name: 'Save dock hours' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toContain('/locations/42/dock-schedule');
    expect(init?.method).toBe('PUT');
    const sent = JSON.parse(String(init?.body));
    expect(sent.shipping[1]).toMatchObject({ dayOfWeek: 1, isClosed: false, isTwentyFourHour: false, startTime: '07:00', endTime: '17:00' });
    expect(sent.shipping[0]).toMatchObject({ dayOfWeek: 0, isClosed: true });
    expect(sent.receiving).toHaveLength(7);
    expect(await screen.findByText('Dock schedule updated for LOC-42')).toBeInTheDocument();
  });
});
