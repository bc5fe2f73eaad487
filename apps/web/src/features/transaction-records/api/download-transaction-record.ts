import { useMutation } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';

export type TransactionRecordFormat = 'pdf' | 'csv';

/** GET {portal}/shipments/{id}/transaction-record.pdf or .csv, saved as a file named after the load. */
export async function downloadTransactionRecord({ shipmentId, shipmentNumber, format }: { shipmentId: number; shipmentNumber: string; format: TransactionRecordFormat }): Promise<void> {
  const blob =
    format === 'pdf'
      ? await portal.download('/shipments/:id/transaction-record.pdf', { params: { id: shipmentId }, headers: { Accept: 'application/pdf' } })
      : await portal.download('/shipments/:id/transaction-record.csv', { params: { id: shipmentId }, headers: { Accept: 'text/csv' } });
  saveBlob(blob, `transaction-record-${shipmentNumber}.${format}`);
}

export function useDownloadTransactionRecord() {
  return useMutation({ mutationFn: downloadTransactionRecord, meta: { context: 'transaction record' } });
}
