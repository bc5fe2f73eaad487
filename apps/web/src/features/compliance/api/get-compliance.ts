import type { ComplianceListQuery } from '@portal/domain/compliance/compliance-schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/compliance: the signed-in carrier's own record. */
export function useMyCompliance(enabled = true) {
  return useQuery({
    queryKey: queryKeys.compliance.mine(),
    queryFn: async ({ signal }) => (await portal.get('/compliance', { signal })).data,
    enabled,
    meta: { context: 'compliance' },
  });
}

/** GET {portal}/compliance/carriers/{carrierId}: one carrier's record (the brokerage). */
export function useCarrierCompliance(carrierId: number) {
  return useQuery({
    queryKey: queryKeys.compliance.carrier(carrierId),
    queryFn: async ({ signal }) => (await portal.get('/compliance/carriers/:carrierId', { params: { carrierId }, signal })).data,
    meta: { context: 'carrier compliance' },
  });
}

/** GET {portal}/compliance/carriers: every carrier's standing (the brokerage). */
export function useComplianceList(query: ComplianceListQuery) {
  return useQuery({
    queryKey: queryKeys.compliance.list(query),
    queryFn: ({ signal }) => portal.get('/compliance/carriers', { query, signal }),
    placeholderData: keepPreviousData,
    meta: { context: 'compliance list' },
  });
}

/** The PDF of a certificate, through the documents file route the viewer reads. */
export function useCertificateFile(documentId: string | null) {
  return useQuery({
    queryKey: queryKeys.compliance.file(documentId ?? ''),
    queryFn: ({ signal }) => portal.download('/documents/:id/file', { params: { id: documentId! }, signal }),
    enabled: documentId !== null,
    staleTime: Infinity,
    meta: { context: 'certificate file' },
  });
}
