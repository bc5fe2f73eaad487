import type { DocumentList } from '@portal/domain/documents/document-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET {portal}/documents?shipmentId=: the shipment's documents a new case can take along. */
export function getShipmentDocuments(shipmentId: number, signal?: AbortSignal): Promise<DocumentList> {
  return portal.get('/documents', { query: { shipmentId }, signal });
}

export function shipmentDocumentsQueryOptions(shipmentId: number) {
  return queryOptions({
    // The documents list key of the shipment: uploads and deletes elsewhere refresh it too.
    queryKey: queryKeys.documents.list({ shipmentId }),
    queryFn: ({ signal }) => getShipmentDocuments(shipmentId, signal),
    meta: { silent: true, context: 'shipment documents' },
  });
}

export function useShipmentDocuments(shipmentId: number, enabled: boolean) {
  return useQuery({ ...shipmentDocumentsQueryOptions(shipmentId), enabled });
}
