import '@testing-library/jest-dom/vitest';
import { accessRequestApproved, type AccessRequest } from '@portal/domain/contacts/access-request-schemas';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { createTestQueryClient, jsonResponse, makeUser, renderWithProviders, signIn } from '../../../testing/test-utils';
import { AccessRequestsPanel } from './access-requests-panel';

const fetchMock = vi.fn<typeof fetch>();
/** Answers the approval when the test says so. */
let answerApproval: () => void = () => undefined;

const OPEN_REQUEST: AccessRequest = {
  id: 7,
  firstName: 'Riley',
  lastName: 'Request',
  email: 'riley@blueridgetransport.test',
  companyNumber: 'MC-812345',
  status: 'Open',
  createdAt: '2026-11-24T10:00:00Z',
  decidedAt: null,
  decidedBy: null,
  declineReason: null,
  contactId: null,
};

describe('AccessRequestsPanel', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signIn(makeUser());
    let approved = false;
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.includes('/approve') && init?.method === 'POST') {
        await new Promise<void>((resolve) => (answerApproval = resolve));
        approved = true;
        return jsonResponse({ data: { request: { ...OPEN_REQUEST, status: 'Approved' }, contact: null }, message: accessRequestApproved('Riley Request') });
      }
      // The Open list: once approved, the request has left it.
      if (url.includes('/contacts/access-requests')) return jsonResponse({ data: approved ? [] : [OPEN_REQUEST], totalCount: approved ? 0 : 1 });
      return jsonResponse({}, { status: 404 });
    });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks what the new user may open, sends that, and confirms with a toast although the card left the list before the answer', async () => {
    const queryClient = createTestQueryClient();
    renderWithProviders(
      <SnackbarProvider>
        <AccessRequestsPanel company={{ grantable: ['CarrierPortal', 'CarrierBillingSettings', 'Admin'], isBroker: false, has3PLNetwork: false }} />
      </SnackbarProvider>,
      queryClient,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Riley Request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Riley Request' });
    // The company's own portal is chosen already; nothing is sent before the admin confirms.
    expect(within(dialog).getByRole('checkbox', { name: 'Carrier portal' })).toBeChecked();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/approve'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Accounts Payable' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve and invite' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/approve'))).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('/approve'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ permissions: ['CarrierPortal'], roles: ['AP'] });
    // Another refresh of the Open list (a second tab, the badge's refetch) takes the card away first.
    queryClient.setQueriesData({ queryKey: queryKeys.contacts.all }, { data: [], totalCount: 0 });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Access request from Riley Request' })).not.toBeInTheDocument());
    answerApproval();
    expect(await screen.findByText('Access approved: Riley Request will receive an activation e-mail', {}, { timeout: 10_000 })).toBeVisible();
  });
});
