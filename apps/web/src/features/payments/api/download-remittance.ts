import { useMutation } from '@tanstack/react-query';
import { portalApi } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';

export type RemittanceFormat = 'pdf' | 'csv';

/** GET {portal}/payments/{checkNumber}/remittance.pdf|csv, fetched with the bearer token and saved. */
export async function downloadRemittance(checkNumber: string, format: RemittanceFormat): Promise<void> {
  const blob = await portalApi.get<Blob>(`/payments/${encodeURIComponent(checkNumber)}/remittance.${format}`, {
    responseType: 'blob',
    headers: { Accept: format === 'pdf' ? 'application/pdf' : 'text/csv' },
  });
  saveBlob(blob, `remittance-${checkNumber}.${format}`);
}

export function useDownloadRemittance(checkNumber: string) {
  return useMutation({
    mutationFn: (format: RemittanceFormat) => downloadRemittance(checkNumber, format),
    meta: { context: 'remittance download' },
  });
}
