import '@testing-library/jest-dom/vitest';
import type { Contact } from '@portal/domain/contacts/contact-schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetchForEachTest } from '../../../testing/stub-fetch';
import { jsonResponse, makeUser, renderWithProviders, signIn } from '../../../testing/test-utils';
import { ContactPreviewPage } from './contact-preview-page';

// The browser's canvas does the cropping; jsdom has none, so the square comes from here.
const CROPPED = { name: 'jordan.png', data: 'data:image/png;base64,iVBORw0KGgo=' };
vi.mock('../../../lib/crop-square', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../lib/crop-square')>();
  return { ...real, pictureOfChosenFile: vi.fn(async (file: File, t: Parameters<typeof real.pictureOfChosenFile>[1]) => (real.PICTURE_TYPES.includes(file.type) ? CROPPED : real.pictureOfChosenFile(file, t))) };
});

const JORDAN: Contact = {
  id: 5,
  firstName: 'Jordan',
  lastName: 'Reyes',
  functionTitle: 'Dispatcher',
  roles: [],
  emailAddresses: ['dispatch@demo.test'],
  phoneNumbers: [],
  linkedInProfileUrl: null,
  locations: [],
  permissions: ['CarrierPortal'],
  accessLevels: [],
  is3PL: false,
  isCarrier: true,
  isPortalEnabled: true,
  portalStatus: 'Active',
  fileId: null,
  companyId: 10,
  companyNumber: 'C-10',
  companyName: 'Demo Carrier',
  userName: 'dispatch@demo.test',
};

describe('ContactPictureActions on the contact page', { timeout: 30_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  stubFetchForEachTest(fetchMock);
  let current: Contact;
  const sent = () => fetchMock.mock.calls.map(([url, init]) => ({ method: init?.method ?? 'GET', path: new URL(String(url), 'http://localhost').pathname, body: init?.body }));

  beforeEach(() => {
    signIn(makeUser({ contactId: 1 }));
    current = JORDAN;
    fetchMock.mockImplementation(async (input, init) => {
      const method = init?.method ?? 'GET';
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/portal/api/contacts/5/profile-picture' && method === 'PUT') {
        current = { ...current, fileId: 'f-1' };
        return jsonResponse({ data: current, message: 'Profile Picture Saved', messageCode: 'profile.pictureSaved', messageParams: {} });
      }
      if (path === '/portal/api/contacts/5/profile-picture' && method === 'DELETE') {
        current = { ...current, fileId: null };
        return jsonResponse({ data: current, message: 'Profile Picture Removed', messageCode: 'profile.pictureRemoved', messageParams: {} });
      }
      if (path === '/portal/api/contacts/5') return jsonResponse({ data: current });
      if (path.startsWith('/portal/api/profile-pictures/')) return new Response(new Blob(['png'], { type: 'image/png' }));
      return jsonResponse({}, { status: 404 });
    });
  });

  const render = (canManage: boolean) =>
    renderWithProviders(
      <SnackbarProvider>
        <MemoryRouter>
          <ContactPreviewPage contactId={5} canManage={canManage} />
        </MemoryRouter>
      </SnackbarProvider>,
    );

  it("lets an admin set, then remove, the picture of the contact's portal user", async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(true);
    const group = await screen.findByRole('group', { name: 'Profile picture of Jordan Reyes' });
    expect(within(group).queryByRole('button', { name: 'Remove picture' })).not.toBeInTheDocument();

    await user.upload(screen.getByTestId('contact-picture-input'), new File(['png'], 'jordan.png', { type: 'image/png' }));
    expect(await screen.findByText('Profile Picture Saved')).toBeInTheDocument();
    const put = sent().find((call) => call.method === 'PUT')!;
    expect(put.path).toBe('/portal/api/contacts/5/profile-picture');
    expect(JSON.parse(String(put.body))).toEqual(CROPPED);
    // The new picture shows in place of the initials, read from the profile pictures.
    await waitFor(() => expect(sent().some((call) => call.path === '/portal/api/profile-pictures/f-1')).toBe(true));
    expect(await within(group).findByRole('button', { name: 'Change picture' })).toBeInTheDocument();

    await user.click(within(group).getByRole('button', { name: 'Remove picture' }));
    expect(await screen.findByText('Profile Picture Removed')).toBeInTheDocument();
    expect(sent().some((call) => call.method === 'DELETE' && call.path === '/portal/api/contacts/5/profile-picture')).toBe(true);
    expect(await within(group).findByRole('button', { name: 'Choose picture' })).toBeInTheDocument();
  });

  it('refuses a file that is not a PNG or JPEG without sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(true);
    await screen.findByRole('group', { name: 'Profile picture of Jordan Reyes' });
    await user.upload(screen.getByTestId('contact-picture-input'), new File(['%PDF'], 'jordan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('A profile picture must be a PNG or JPEG image')).toBeInTheDocument();
    expect(sent().some((call) => call.method === 'PUT')).toBe(false);
  });

  it('is not offered to a user who cannot manage contacts', async () => {
    render(false);
    expect(await screen.findByRole('heading', { name: 'Jordan Reyes' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Profile picture of/ })).not.toBeInTheDocument();
  });

  it('is not offered for a contact without a portal user', async () => {
    current = { ...JORDAN, isPortalEnabled: false, portalStatus: null, userName: null, permissions: [] };
    render(true);
    expect(await screen.findByRole('heading', { name: 'Jordan Reyes' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /Profile picture of/ })).not.toBeInTheDocument();
  });
});
