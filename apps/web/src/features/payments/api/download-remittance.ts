import { useMutation } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';

export type RemittanceFormat = 'pdf' | 'csv';

/** GET {portal}/payments/{checkNumber}/remittance.pdf|csv, fetched with the bearer token and saved. */
export async function downloadRemittance(checkNumber: string, format: RemittanceFormat): Promise<void> {
  const blob =
    format === 'pdf'
      ? await portal.download('/payments/:checkNumber/remittance.pdf', { params: { checkNumber }, headers: { Accept: 'application/pdf' } })
      : await portal.download('/payments/:checkNumber/remittance.csv', { params: { checkNumber }, headers: { Accept: 'text/csv' } });
  saveBlob(blob, `remittance-${checkNumber}.${format}`);
}

export function useDownloadRemittance(checkNumber: string) {
  return useMutation({
    mutationFn: (format: RemittanceFormat) => downloadRemittance(checkNumber, format),
    meta: { context: 'remittance download' },
  });
}
