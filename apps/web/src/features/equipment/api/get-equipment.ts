import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import type { EquipmentKind, EquipmentList } from '@portal/domain/equipment/equipment-schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface EquipmentParams {
  kind: EquipmentKind;
  q: string;
  status: 'Active' | 'Retired' | 'All';
  page: number;
  pageSize?: number;
}

/** GET {portal}/equipment: the company's trailers or power units, with the totals of both kinds in service. */
export function getEquipment(params: EquipmentParams, signal?: AbortSignal): Promise<EquipmentList> {
  return portal.get('/equipment', { query: { ...params, q: params.q || undefined, pageSize: params.pageSize ?? DEFAULT_PAGE_SIZE }, signal });
}

export function equipmentQueryOptions(params: EquipmentParams) {
  return queryOptions({ queryKey: queryKeys.equipment.list(params), queryFn: ({ signal }) => getEquipment(params, signal), placeholderData: keepPreviousData });
}

export function useEquipment(params: EquipmentParams, enabled = true) {
  return useQuery({ ...equipmentQueryOptions(params), enabled });
}
