import '@testing-library/jest-dom/vitest';
import { DOCUMENT_DELETED, FAILED_TO_DELETE_DOCUMENT } from '@portal/domain/common/messages';
import { fireEvent, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalDocument } from '@portal/domain/documents/document-schemas';
import { jsonResponse, makeUser, renderWithProviders, signIn } from '../../../testing/test-utils';
import { stubFetchForEachTest } from '../../../testing/stub-fetch';
import { DocumentTiles } from './document-tiles';
import { opensInViewer } from './use-open-document';

function doc(overrides: Partial<PortalDocument>): PortalDocument {
  return {
    id: 'doc-1',
    name: 'pod.pdf',
    type: 'Proof of Delivery',
    fileType: 1,
    extension: '.pdf',
    contentType: 'application/pdf',
    sizeBytes: 1024,
    fileURL: '/portal/api/documents/doc-1/file',
    entityType: 5,
    entityId: 42,
    entityDescription: 'Shipment 42',
    shipmentId: 42,
    orderStopId: null,
    createdAt: '2026-01-05T10:00:00Z',
    uploadedBy: { firstName: 'Casey', lastName: 'Carrier' },
    canDelete: true,
    ...overrides,
  };
}

const fetchMock = vi.fn<typeof fetch>();

function renderTiles(documents: PortalDocument[]) {
  renderWithProviders(
    <SnackbarProvider>
      <DocumentTiles documents={documents} />
    </SnackbarProvider>,
  );
}

// MUI and Lexical renders are slow on a loaded machine; the 5 s default is too tight for the first one.
describe('DocumentTiles', { timeout: 30_000 }, () => {
  stubFetchForEachTest(fetchMock);
  beforeEach(() => {
    signIn(makeUser());
  });

  it('views the viewable extensions and downloads the rest', () => {
    expect(opensInViewer({ name: 'a.pdf', extension: 'pdf' })).toBe(true);
    expect(opensInViewer({ name: 'scan', extension: '.TIFF' })).toBe(true);
    expect(opensInViewer({ name: 'photo.jpg', extension: '' })).toBe(true);
    expect(opensInViewer({ name: 'rates.xlsx', extension: '.xlsx' })).toBe(false);
    renderTiles([doc({}), doc({ id: 'doc-2', name: 'rates.xlsx', extension: '.xlsx' })]);
    expect(screen.getByRole('button', { name: 'View pod.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download rates.xlsx' })).toBeInTheDocument();
  });

  it('offers delete only when the document allows it', () => {
    renderTiles([doc({}), doc({ id: 'doc-2', name: 'locked.pdf', canDelete: false })]);
    expect(screen.getByRole('button', { name: 'Delete pod.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete locked.pdf' })).not.toBeInTheDocument();
  });

  it("confirms, deletes and says 'Document deleted'", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: { resultId: 'doc-1' } }));
    renderTiles([doc({})]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete pod.pdf' }));
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(DOCUMENT_DELETED)).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][1]?.method).toBe('DELETE');
    expect(String(fetchMock.mock.calls[0][0])).toBe('/portal/api/documents/doc-1');
  });

  it("says 'Failed to delete document' when the server refuses (403)", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ type: 'about:blank', title: 'Forbidden', status: 403 }), { status: 403 }));
    renderTiles([doc({})]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete pod.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(FAILED_TO_DELETE_DOCUMENT)).toBeInTheDocument();
  });
});
