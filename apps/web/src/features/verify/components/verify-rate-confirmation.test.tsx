import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RateConfirmationCheck } from '@portal/domain/rate-confirmations/rate-confirmation-schemas';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../testing/test-utils';
import { stubFetchForEachTest } from '../../../testing/stub-fetch';
import { VerifyRateConfirmation } from './verify-rate-confirmation';

const ISSUED: RateConfirmationCheck = {
  code: 'SDZ2-EFHT-JCVW',
  carrierName: 'Blue Ridge Transport LLC',
  loadNumber: '4100538',
  pickupDate: '2026-12-03',
  rateFingerprint: '357c 3eba e2cc cfd5',
  fileFingerprint: 'a'.repeat(64),
  version: 1,
  issuedAt: '2026-11-30T00:36:00.000Z',
  standing: 'Current',
  supersededAt: null,
};
const problem = (status: number, detail: string) =>
  jsonResponse({ type: 'about:blank', title: 'Not Found', status, detail }, { status, headers: { 'Content-Type': 'application/problem+json' } });
const pdf = (bytes: string, name = 'rate-confirmation.pdf') => new File([bytes], name, { type: 'application/pdf' });

describe('the rate confirmation check page', () => {
  const fetchMock = vi.fn<typeof fetch>();
  stubFetchForEachTest(fetchMock);
  let fileAnswer: { matches: boolean; fileFingerprint: string };
  beforeEach(() => {
    fileAnswer = { matches: true, fileFingerprint: 'a'.repeat(64) };
    fetchMock.mockImplementation(async (_url, init) =>
      init?.method === 'POST' ? jsonResponse({ data: { ...fileAnswer, standing: 'Current' } }) : jsonResponse({ data: ISSUED }),
    );
  });
  const render = (code = 'SDZ2EFHTJCVW') =>
    renderWithProviders(
      <MemoryRouter>
        <VerifyRateConfirmation code={code} />
      </MemoryRouter>,
    );

  it('shows what was issued and whether it stands, without the amount, asking with no session', async () => {
    render();
    expect(await screen.findByText(/This rate confirmation is current/)).toBeInTheDocument();
    for (const text of ['SDZ2-EFHT-JCVW', 'Blue Ridge Transport LLC', '4100538', '12/03/2026', '357c 3eba e2cc cfd5']) expect(screen.getByText(text)).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('/portal/api/rate-confirmations/verify/SDZ2EFHTJCVW');
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
  });

  it('says a superseded confirmation no longer stands', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ data: { ...ISSUED, standing: 'Superseded', supersededAt: '2026-12-01T10:00:00.000Z' } }));
    render();
    expect(await screen.findByText(/has been superseded/)).toBeInTheDocument();
    expect(screen.getByText('Superseded')).toBeInTheDocument();
  });

  it('sends a chosen PDF as base64 and says whether it is the issued one', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText(/This rate confirmation is current/);
    await user.upload(screen.getByTestId('verify-file-input'), pdf('%PDF-1.7 issued'));
    expect(await screen.findByText('rate-confirmation.pdf is the rate confirmation issued under this code, byte for byte.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(String(url)).toContain('/rate-confirmations/verify/SDZ2-EFHT-JCVW');
    expect(JSON.parse(String(init?.body))).toEqual({ data: btoa('%PDF-1.7 issued') });

    fileAnswer = { matches: false, fileFingerprint: 'b'.repeat(64) };
    await user.upload(screen.getByTestId('verify-file-input'), pdf('%PDF-1.7 changed', 'changed.pdf'));
    expect(await screen.findByText(/changed\.pdf is not the rate confirmation issued under this code/)).toBeInTheDocument();
    expect(screen.getByText('b'.repeat(64))).toBeInTheDocument();
  });

  it('refuses a file over 1 MB without sending it', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByText(/This rate confirmation is current/);
    const calls = fetchMock.mock.calls.length;
    await user.upload(screen.getByTestId('verify-file-input'), pdf('x'.repeat(1024 * 1024 + 1), 'huge.pdf'));
    expect(await screen.findByText(/larger than 1 MB/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('tells an unknown code from a malformed one', async () => {
    fetchMock.mockImplementation(async () => problem(404, 'Rate confirmation was not found'));
    const first = render('ZZZZ-ZZZZ-ZZZZ');
    expect(await screen.findByText('No rate confirmation was issued with the code ZZZZ-ZZZZ-ZZZZ.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the portal' })).toBeInTheDocument();
    first.unmount();
    fetchMock.mockImplementation(async () => problem(400, 'Enter the 12-character code printed on the rate confirmation'));
    render('SHORT');
    await waitFor(() => expect(screen.getByText(/SHORT is not a verification code/)).toBeInTheDocument());
  });
});
