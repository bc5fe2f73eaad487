import '@testing-library/jest-dom/vitest';
import {
  DOCUMENT_SUCCESSFULLY_UPLOADED,
  DOCUMENT_UPLOADED_SUCCESSFULLY,
  NO_DROPOFF_SELECTED,
  NO_INVOICE_FOR_UPLOAD,
  NO_SHIPMENT_FOR_UPLOAD,
  PLEASE_SELECT_A_FILE,
  UPLOAD_UNKNOWN_ERROR,
} from '@portal/domain/common/messages';
import { FileType } from '@portal/domain/documents/file-type';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, renderWithProviders, signIn } from '../../../testing/test-utils';
import { stubFetchForEachTest } from '../../../testing/stub-fetch';
import { UploadDialog, uploadFailureMessage, type UploadDialogProps } from './upload-dialog';

const fetchMock = vi.fn<typeof fetch>();

function renderDialog(props: Partial<UploadDialogProps> = {}) {
  const onClose = vi.fn();
  renderWithProviders(
    <SnackbarProvider>
      <UploadDialog open onClose={onClose} {...props} />
    </SnackbarProvider>,
  );
  return { onClose };
}

function pickFile(name = 'pod.pdf', content = '%PDF-1.7 test') {
  const file = new File([content], name, { type: 'application/pdf' });
  fireEvent.change(screen.getByTestId('file-input'), { target: { files: [file] } });
  return file;
}

const upload = () => fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
const message = () => screen.getByTestId('upload-message');

async function chooseOption(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

// MUI and Lexical renders are slow on a loaded machine; the 5 s default is too tight for the first one.
describe('UploadDialog', { timeout: 30_000 }, () => {
  stubFetchForEachTest(fetchMock);
  beforeEach(() => {
    signIn(makeUser());
  });

  it("asks for a file first; the selector offers only 'Shipment Miscellaneous', already chosen", async () => {
    renderDialog({ shipmentId: 42 });
    upload();
    expect(message()).toHaveTextContent(PLEASE_SELECT_A_FILE);
    expect(screen.getByRole('combobox', { name: 'File Type' })).toHaveTextContent('Shipment Miscellaneous');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'File Type' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Shipment Miscellaneous']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('needs a shipment for shipment miscellaneous', async () => {
    renderDialog();
    pickFile();
    await chooseOption('File Type', 'Shipment Miscellaneous');
    upload();
    expect(message()).toHaveTextContent(NO_SHIPMENT_FOR_UPLOAD);
  });

  it('needs a dropoff for proof of delivery, chosen from the shipment order dropoffs', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ data: [{ orderNumber: 'O-7', dropoffs: [{ stopNumber: 0, stopId: 901, name: 'Acme DC', city: 'Dallas', state: 'TX' }] }] }),
    );
    renderDialog({ shipmentId: 42, defaultFileType: FileType.ProofOfDelivery });
    expect(screen.getByRole('combobox', { name: 'File Type' })).toHaveAttribute('aria-disabled', 'true');
    pickFile();
    upload();
    expect(message()).toHaveTextContent(NO_DROPOFF_SELECTED);
    expect(String(fetchMock.mock.calls[0][0])).toBe('/trucks/api/v2/shipments/42/order_dropoffs');
    await chooseOption('Dropoff', 'Stop 1 · Acme DC, Dallas, TX');
    fetchMock.mockResolvedValueOnce(jsonResponse({ data: { id: 'd1', name: 'pod.pdf' } }, { status: 201 }));
    upload();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [url, init] = fetchMock.mock.calls[1];
    expect(String(url)).toBe('/portal/api/documents');
    expect(JSON.parse(String(init?.body))).toMatchObject({ name: 'pod.pdf', fileType: FileType.ProofOfDelivery, orderStopId: '901', shipmentId: 42, data: btoa('%PDF-1.7 test') });
  });

  it('shows a preset stop, disabled', () => {
    renderDialog({ shipmentId: 42, defaultFileType: FileType.ProofOfDelivery, orderStopId: 901 });
    expect(screen.getByRole('combobox', { name: 'Dropoff' })).toHaveAttribute('aria-disabled', 'true');
  });

  it.each([FileType.ApInvoice, FileType.ThirdParty])('needs an invoice for file type %i', (fileType) => {
    renderDialog({ shipmentId: 42, defaultFileType: fileType });
    pickFile();
    upload();
    expect(message()).toHaveTextContent(NO_INVOICE_FOR_UPLOAD);
  });

  it("uploads, says 'Document Successfully Uploaded' and closes", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: { id: 'd1', name: 'bol.pdf' } }, { status: 201 }));
    const { onClose } = renderDialog({ apInvoiceId: 7, defaultFileType: FileType.ApInvoice });
    pickFile('bol.pdf');
    upload();
    expect(await screen.findByText(DOCUMENT_SUCCESSFULLY_UPLOADED)).toBeInTheDocument();
    expect(screen.queryByText(DOCUMENT_UPLOADED_SUCCESSFULLY)).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toMatchObject({ fileType: FileType.ApInvoice, apInvoiceId: 7 });
  });

  it("says 'Document uploaded successfully' for an upload to a case", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: { id: 'd2', name: 'receipt.pdf' } }, { status: 201 }));
    const onUploaded = vi.fn();
    const { onClose } = renderDialog({ caseId: 31, shipmentId: 42, onUploaded });
    pickFile('receipt.pdf');
    upload();
    expect(await screen.findByText('Document uploaded successfully')).toBeInTheDocument();
    expect(screen.queryByText(DOCUMENT_SUCCESSFULLY_UPLOADED)).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(onUploaded).toHaveBeenCalledWith({ id: 'd2', name: 'receipt.pdf' });
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toMatchObject({ fileType: FileType.ShipmentMiscellaneous, caseId: 31, shipmentId: 42 });
  });

  it('shows the thrown message when the upload fails, and keeps the file', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ type: 'about:blank', title: 'Bad Request', status: 400, detail: 'The file is not a PDF' }), {
        status: 400,
        headers: { 'Content-Type': 'application/problem+json' },
      }),
    );
    const { onClose } = renderDialog({ shipmentId: 42, defaultFileType: FileType.ShipmentMiscellaneous });
    pickFile();
    upload();
    expect(await screen.findByText('The file is not a PDF')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('picked-file')).toBeInTheDocument();
    expect(uploadFailureMessage(new Error(''))).toBe(UPLOAD_UNKNOWN_ERROR);
    expect(uploadFailureMessage('boom')).toBe(UPLOAD_UNKNOWN_ERROR);
  });

  it('clears the selected file, and refuses files of other types', () => {
    renderDialog({ shipmentId: 42 });
    pickFile();
    fireEvent.click(screen.getByRole('button', { name: 'Clear file' }));
    expect(screen.getByTestId('drop-zone')).toBeInTheDocument();
    pickFile('notes.txt', 'hello');
    expect(screen.queryByTestId('picked-file')).not.toBeInTheDocument();
    // A dropped HEIC photo is accepted (pasted or dropped images may also be heic, heif, gif, webp).
    const photo = new File(['x'], 'IMG_0001.heic', { type: 'image/heic' });
    fireEvent.drop(screen.getByTestId('drop-zone'), { dataTransfer: { files: [photo] } });
    expect(within(screen.getByTestId('picked-file')).getByText('IMG_0001.heic')).toBeInTheDocument();
  });
});
