import type { CertificateUploadBody, MinimumsBody } from '@portal/domain/compliance/compliance-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Every compliance view is read again after a change: the record, the list and the banner. */
function useRefreshCompliance() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.compliance.all });
}

/** POST {portal}/compliance/certificates: a carrier admin files an insurance certificate. */
export function useUploadCertificate() {
  const refresh = useRefreshCompliance();
  return useMutation({
    mutationFn: async (body: CertificateUploadBody) => (await portal.post('/compliance/certificates', { body })).data,
    onSettled: refresh,
    meta: { context: 'upload certificate' },
  });
}

/** PUT {portal}/compliance/minimums: the brokerage's admins change the insurance minimums. */
export function useSetMinimums() {
  const refresh = useRefreshCompliance();
  return useMutation({
    mutationFn: async (body: MinimumsBody) => (await portal.put('/compliance/minimums', { body })).data,
    onSettled: refresh,
    meta: { context: 'set insurance minimums' },
  });
}

/** POST {portal}/compliance/carriers/{carrierId}/check: the brokerage checks a carrier against FMCSA now. */
export function useCheckCarrier() {
  const refresh = useRefreshCompliance();
  return useMutation({
    mutationFn: async (carrierId: number) => (await portal.post('/compliance/carriers/:carrierId/check', { params: { carrierId } })).data,
    onSettled: refresh,
    meta: { context: 'check carrier' },
  });
}
