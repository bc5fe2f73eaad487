import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location } from '@portal/domain/locations/location-schemas';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetchForEachTest } from '../../../testing/stub-fetch';
import { jsonResponse, makeUser, renderWithProviders, signIn } from '../../../testing/test-utils';
import { LocationsListPage } from './locations-list-page';

const TOTAL = 120;

const location = (id: number): Location => ({
  id,
  locationNumber: `LOC-${id}`,
  name: `Yard ${id}`,
  locationType: 'Warehouse',
  isPrimaryLocation: id === 1,
  lumpersAvailable: false,
  isAppointmentRequired: false,
  overnightParking: false,
  addressLine1: `${id} Main St`,
  addressLine2: null,
  city: 'Roanoke',
  province: 'VA',
  postalCode: '24019',
  country: 'US',
  latitude: null,
  longitude: null,
  ianaTimezone: null,
  phoneNumbers: [],
  ediCodes: [],
  email: null,
  dockLength: null,
  directions: null,
  companyId: 10,
  companyName: 'Demo Carrier',
  dockStatus: null,
  updatedAt: '2026-11-24T10:00:00Z',
});

describe('LocationsListPage', () => {
  const fetchMock = vi.fn<typeof fetch>();
  stubFetchForEachTest(fetchMock);
  const asked = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((url) => url.pathname.endsWith('/locations'));

  beforeEach(() => {
    signIn(makeUser());
    // Changing the page scrolls the list's top into view; jsdom lays nothing out.
    Element.prototype.scrollIntoView = vi.fn();
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('pageSize') ?? 50);
      const ids = Array.from({ length: Math.max(0, Math.min(size, TOTAL - (page - 1) * size)) }, (_, i) => (page - 1) * size + i + 1);
      return jsonResponse({ data: ids.map(location), totalCount: TOTAL });
    });
  });

  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('asks for and pages by 50 locations, the list default (10 is the dock lists’ size)', async () => {
    renderWithProviders(
      <MemoryRouter initialEntries={['/locations']}>
        <LocationsListPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('1–50 of 120')).toBeInTheDocument();
    expect(asked()[0]!.searchParams.get('pageSize')).toBe('50');
    const pages = screen.getByRole('navigation');
    expect(within(pages).getByRole('button', { name: 'Go to page 3' })).toBeInTheDocument();
    expect(within(pages).queryByRole('button', { name: 'Go to page 4' })).not.toBeInTheDocument();

    await userEvent.setup().click(within(pages).getByRole('button', { name: 'Go to page 3' }));
    expect(await screen.findByText('101–120 of 120')).toBeInTheDocument();
    expect(asked().at(-1)!.searchParams.get('page')).toBe('3');
    expect(asked().at(-1)!.searchParams.get('pageSize')).toBe('50');
  });
});
