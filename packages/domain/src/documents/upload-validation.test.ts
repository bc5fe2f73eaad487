import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../common/constants';
import { FileType } from './file-type';
import { selectableFileTypes, UPLOAD_TARGET, uploadFileProblem, validateUpload } from './upload-validation';

const file = { name: 'pod.pdf' };

describe('validateUpload', () => {
  it('needs a file first', () => {
    expect(validateUpload({ file: null, fileType: null })).toBe('Please select a file');
    expect(validateUpload({ file: undefined, fileType: FileType.ProofOfDelivery })).toBe('Please select a file');
  });

  it('then a file type', () => {
    expect(validateUpload({ file, fileType: null })).toBe('Please select a file type');
    expect(validateUpload({ file, fileType: 99 })).toBe('Please select a file type');
  });

  it('needs a dropoff for proof of delivery', () => {
    expect(validateUpload({ file, fileType: FileType.ProofOfDelivery, shipmentId: 's1' })).toBe('No dropoff selected for upload');
    expect(validateUpload({ file, fileType: FileType.ProofOfDelivery, orderStopId: ' ' })).toBe('No dropoff selected for upload');
    expect(validateUpload({ file, fileType: FileType.ProofOfDelivery, orderStopId: 'stop-1' })).toBeNull();
    expect(validateUpload({ file, fileType: FileType.ProofOfDelivery, orderStopId: 0 })).toBeNull();
  });

  it('needs a shipment for shipment miscellaneous', () => {
    expect(validateUpload({ file, fileType: FileType.ShipmentMiscellaneous })).toBe('No shipment found for upload');
    expect(validateUpload({ file, fileType: FileType.ShipmentMiscellaneous, shipmentId: 'abc' })).toBeNull();
  });

  it('needs an invoice for AP invoice and third party', () => {
    for (const fileType of [FileType.ApInvoice, FileType.ThirdParty]) {
      expect(validateUpload({ file, fileType, shipmentId: 'abc' })).toBe('No invoice found for upload');
      expect(validateUpload({ file, fileType, invoiceId: 'inv-1' })).toBeNull();
    }
  });

  it('needs nothing more for other types', () => {
    expect(validateUpload({ file, fileType: FileType.BillOfLading })).toBeNull();
  });

  it('answers the first failing rule only', () => {
    expect(validateUpload({ file: null, fileType: FileType.ApInvoice })).toBe('Please select a file');
  });
});

describe('selectableFileTypes', () => {
  it('offers shipment miscellaneous unless a type is preset', () => {
    expect(selectableFileTypes()).toEqual([FileType.ShipmentMiscellaneous]);
    expect(selectableFileTypes(FileType.ProofOfDelivery)).toEqual([FileType.ProofOfDelivery]);
  });
});

describe('UPLOAD_TARGET', () => {
  it('names the id each type is attached to', () => {
    expect(UPLOAD_TARGET[FileType.ProofOfDelivery]).toBe('orderStopId');
    expect(UPLOAD_TARGET[FileType.ShipmentMiscellaneous]).toBe('shipmentId');
    expect(UPLOAD_TARGET[FileType.ApInvoice]).toBe('apInvoiceId');
    expect(UPLOAD_TARGET[FileType.ThirdParty]).toBe('thirdPartyInvoiceId');
  });
});

describe('uploadFileProblem', () => {
  it('checks extension, emptiness and size', () => {
    expect(uploadFileProblem({ name: 'a.pdf', size: 10 })).toBeNull();
    expect(uploadFileProblem({ name: 'a.exe', size: 10 })).toBe('unsupported-extension');
    expect(uploadFileProblem({ name: 'a.gif', size: 10 })).toBe('unsupported-extension');
    expect(uploadFileProblem({ name: 'a.gif', size: 10 }, { pasted: true })).toBeNull();
    expect(uploadFileProblem({ name: 'a.pdf', size: 0 })).toBe('empty');
    expect(uploadFileProblem({ name: 'a.pdf', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(uploadFileProblem({ name: 'a.pdf', size: MAX_UPLOAD_BYTES + 1 })).toBe('too-large');
  });
});
