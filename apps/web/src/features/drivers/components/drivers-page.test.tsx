import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Driver } from '@portal/domain/drivers/driver-schemas';
import { SnackbarProvider } from 'notistack';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders, signIn } from '../../../testing/test-utils';
import { stubFetchForEachTest } from '../../../testing/stub-fetch';
import { DriversPage } from './drivers-page';

const driver = (id: number, firstName: string, lastName: string, licenseExpiresOn: string | null): Driver => ({
  id,
  firstName,
  lastName,
  name: `${firstName} ${lastName}`,
  email: null,
  mobilePhone: '(540) 555-0100',
  licenseNumber: 'VA123',
  licenseState: 'VA',
  licenseExpiresOn,
  fileId: null,
  isActive: true,
});
const noLink = { status: 'None', channel: null, sentTo: null, sentAt: null, expiresAt: null, revokedAt: null };

describe('DriversPage', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const calls = () => fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${new URL(String(url), 'http://localhost').pathname}`);
  stubFetchForEachTest(fetchMock);
  beforeEach(() => {
    signIn(makeUser());
    fetchMock.mockImplementation(async (input, init) => {
      const method = init?.method ?? 'GET';
      const path = new URL(String(input), 'http://localhost').pathname;
      if (method === 'POST' && path.endsWith('/drivers')) return jsonResponse({ data: { ...driver(7, 'Casey', 'New', null), signInLink: noLink } }, { status: 201 });
      if (method === 'PUT' && path.endsWith('/drivers/7/picture')) return jsonResponse({ data: { ...driver(7, 'Casey', 'New', null), fileId: 'f1', signInLink: noLink } });
      if (path.includes('sign-in-link')) return jsonResponse({ data: noLink });
      return jsonResponse({ data: [driver(1, 'Marcus', 'Hill', '2020-01-31'), driver(2, 'Henry', 'Schmitt', null)], totalCount: 2 });
    });
  });

  const render = () =>
    renderWithProviders(
      <SnackbarProvider>
        <DriversPage />
      </SnackbarProvider>,
    );

  it('lists the drivers with their initials for a picture and warns of an expired licence', async () => {
    render();
    const rows = await screen.findAllByTestId('driver-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByText('Licence expired')).toBeInTheDocument();
    expect(within(rows[0]).getByTestId('profile-avatar')).toHaveTextContent('MH');
    expect(within(rows[1]).queryByText(/Licence expire/)).not.toBeInTheDocument();
  });

  it('refuses a picture that is not PNG or JPEG, then adds the driver and uploads the chosen picture', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render();
    await user.click(await screen.findByRole('button', { name: 'Add driver' }));
    const dialog = screen.getByRole('dialog', { name: 'Add driver' });
    const file = within(dialog).getByLabelText('Profile picture file');
    await user.upload(file, new File(['%PDF-1.4'], 'casey.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText('A profile picture must be a PNG or JPEG image')).toBeInTheDocument();
    await user.upload(file, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'casey.png', { type: 'image/png' }));
    expect(await within(dialog).findByTestId('picture-preview')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/First name/), 'Casey');
    await user.type(within(dialog).getByLabelText(/Last name/), 'New');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(calls()).toEqual(expect.arrayContaining(['POST /portal/api/drivers', 'PUT /portal/api/drivers/7/picture'])));
    const upload = fetchMock.mock.calls.find(([url, init]) => init?.method === 'PUT' && String(url).endsWith('/picture'))!;
    expect(JSON.parse(String(upload[1]!.body))).toMatchObject({ name: 'casey.png', data: expect.stringMatching(/^data:image\/png;base64,/) });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add driver' })).not.toBeInTheDocument());
  });
});
