import type { EquipmentUnit } from '@portal/domain/equipment/equipment-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST {portal}/equipment/{id}/retire: refused (409) while an active load carries the unit. */
export async function retireEquipmentUnit(id: number): Promise<EquipmentUnit> {
  return (await portal.post('/equipment/:equipmentId/retire', { params: { equipmentId: id } })).data;
}

export function useRetireEquipmentUnit() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retireEquipmentUnit, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.equipment.all }), meta: { context: 'retire unit' } });
}
