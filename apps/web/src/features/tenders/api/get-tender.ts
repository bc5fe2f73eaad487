import { queryOptions, useQuery } from '@tanstack/react-query';
import { carrier, isApiError, portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { TenderDetail } from '@portal/domain/tenders/tender-schemas';

/** GET {carrier}/v2/tenders/{tenderId} */
export async function getTender(tenderId: number, signal?: AbortSignal): Promise<TenderDetail> {
  return (await carrier.get('/v2/tenders/:tenderId', { params: { tenderId }, signal })).data;
}

/** GET {portal}/tenders/by-shipment/{shipmentNumber}: the caller's latest tender on a shipment. */
export async function getTenderForShipment(shipmentNumber: string, signal?: AbortSignal): Promise<TenderDetail> {
  return (await portal.get('/tenders/by-shipment/:shipmentNumber', { params: { shipmentNumber }, signal })).data;
}

const TENDER_ID = /^\d{1,9}$/;

/**
 * /tenders/{tenderId} and /tenders/{shipmentNumber} are one route (docs/decisions/0038-ambiguous-routes.md): the key is
 * tried as a tender id first, then as a shipment number.
 */
export async function getTenderByKey(key: string, signal?: AbortSignal): Promise<TenderDetail> {
  if (TENDER_ID.test(key) && Number(key) <= 2_147_483_647) {
    try {
      return await getTender(Number(key), signal);
    } catch (error) {
      if (!isApiError(error) || (error.status !== 404 && error.status !== 400)) throw error;
    }
  }
  return getTenderForShipment(key, signal);
}

export function tenderQueryOptions(key: string) {
  return queryOptions({
    queryKey: queryKeys.tenders.detail(key),
    queryFn: ({ signal }) => getTenderByKey(key, signal),
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
    meta: { silent: true },
  });
}

export function useTender(key: string) {
  return useQuery(tenderQueryOptions(key));
}
