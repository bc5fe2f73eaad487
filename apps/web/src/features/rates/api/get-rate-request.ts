import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError, portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { RateRequestDetail } from '@portal/domain/rates/rate-schemas';

/** GET {portal}/rate-requests/{rateId} */
export async function getRateRequest(rateId: number, signal?: AbortSignal): Promise<RateRequestDetail> {
  return (await portal.get('/rate-requests/:rateId', { params: { rateId }, signal })).data;
}

/** GET {portal}/rate-requests/by-shipment/{shipmentNumber}?rateType=: the caller's latest request on a shipment. */
export async function getRateRequestForShipment(shipmentNumber: string, rateType?: string, signal?: AbortSignal): Promise<RateRequestDetail> {
  return (await portal.get('/rate-requests/by-shipment/:shipmentNumber', { params: { shipmentNumber }, query: { rateType }, signal })).data;
}

const RATE_ID = /^\d{1,9}$/;

/** /rates/{rateId} and /rates/{shipmentNumber} share a segment: tried as a rate id first, then a shipment number. */
export async function getRateRequestByKey(key: string, rateType?: string, signal?: AbortSignal): Promise<RateRequestDetail> {
  if (!rateType && RATE_ID.test(key)) {
    try {
      return await getRateRequest(Number(key), signal);
    } catch (error) {
      if (!isApiError(error) || (error.status !== 404 && error.status !== 400)) throw error;
    }
  }
  return getRateRequestForShipment(key, rateType, signal);
}

export function rateRequestQueryOptions(key: string, rateType?: string) {
  return queryOptions({
    queryKey: queryKeys.rateRequests.detail(key, rateType),
    queryFn: ({ signal }) => getRateRequestByKey(key, rateType, signal),
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
    meta: { silent: true },
  });
}

export function useRateRequest(key: string, rateType?: string) {
  return useQuery(rateRequestQueryOptions(key, rateType));
}
