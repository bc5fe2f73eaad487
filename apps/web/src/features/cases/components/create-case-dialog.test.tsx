import '@testing-library/jest-dom/vitest';
import { CASE_CREATED } from '@portal/domain/common/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { createTestQueryClient, jsonResponse, makeUser, renderWithProviders, signIn } from '../../../testing/test-utils';
import { stubFetchForEachTest } from '../../../testing/stub-fetch';
import { CreateCaseDialog } from './create-case-dialog';

const fetchMock = vi.fn<typeof fetch>();
const DOCUMENT_ID = '3f2b9c1e-8a4d-4c1b-9e2f-1a2b3c4d5e6f';

const createdCase = {
  id: 77,
  caseNumber: 'CS-100077',
  shipmentId: 12,
  shipmentNumber: '4100012',
  caseType: { value: 0, displayName: 'Detention' },
  statusDescription: 'New',
  statusGroup: 'New',
};

function answer(input: RequestInfo | URL, init?: RequestInit): Response {
  const url = String(input);
  if (url.includes('/documents')) {
    return jsonResponse({ data: [{ id: DOCUMENT_ID, name: 'gate-log.pdf', type: 'Shipment Miscellaneous', createdAt: '2026-11-10T10:00:00Z' }], totalCount: 1 });
  }
  if (url.includes('/cases') && init?.method === 'POST') return jsonResponse({ data: createdCase, message: CASE_CREATED }, { status: 201 });
  return jsonResponse({}, { status: 404 });
}

function renderDialog() {
  const queryClient = createTestQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const onCreated = vi.fn();
  renderWithProviders(
    <MemoryRouter>
      <SnackbarProvider>
        <CreateCaseDialog open onClose={vi.fn()} shipmentId={12} shipmentNumber="4100012" onCreated={onCreated} renderUpload={() => null} />
      </SnackbarProvider>
    </MemoryRouter>,
    queryClient,
  );
  return { invalidate, onCreated };
}

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

// MUI dialogs render slowly in jsdom on a busy machine.
describe('CreateCaseDialog', { timeout: 20_000 }, () => {
  stubFetchForEachTest(fetchMock);
  beforeEach(() => {
    signIn(makeUser());
    fetchMock.mockImplementation(async (input, init) => answer(input, init));
  });

  it('checks the form with the shared schema before sending', async () => {
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Create case' }));
    expect(await screen.findByText('An accessorial request needs an amount')).toBeInTheDocument();
    expect(screen.getByText('A description is required')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it("opens the case with the attached shipment documents, says 'Case created!' and reloads the shipment's cases", async () => {
    const { invalidate, onCreated } = renderDialog();
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '187.50' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Held 3 hours at the consignee' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: /gate-log\.pdf/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create case' }));

    expect(await screen.findByText(CASE_CREATED)).toBeInTheDocument();
    expect(screen.getByTestId('created-case-number')).toHaveTextContent('CS-100077');
    const [, init] = posts()[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ shipmentId: 12, caseType: 0, amount: '187.50', description: 'Held 3 hours at the consignee', documentIds: [DOCUMENT_ID] });
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ caseNumber: 'CS-100077' }));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.cases.forShipment(12) }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.cases.statusCounts() });
    expect(screen.getByRole('button', { name: 'Upload document' })).toBeInTheDocument();
  });

  it('shows a server refusal on the form', async () => {
    fetchMock.mockImplementation(async (input, init) =>
      init?.method === 'POST'
        ? jsonResponse({ title: 'Bad Request', status: 400, detail: 'Invalid', errors: { documentIds: ['A document is already on another case'] } }, { status: 400 })
        : answer(input, init),
    );
    renderDialog();
    fireEvent.change(screen.getByLabelText(/^Amount/), { target: { value: '50' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'Lumper receipt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create case' }));
    expect(await screen.findByText('A document is already on another case')).toBeInTheDocument();
  });
});
