import type { EquipmentBody, EquipmentUnit } from '@portal/domain/equipment/equipment-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST {portal}/equipment: adds a trailer or power unit. */
export async function createEquipmentUnit(body: EquipmentBody): Promise<EquipmentUnit> {
  return (await portal.post('/equipment', { body })).data;
}

export function useCreateEquipmentUnit() {
  const queryClient = useQueryClient();
  // Field problems are shown on the form, not as toasts.
  return useMutation({ mutationFn: createEquipmentUnit, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.equipment.all }), meta: { silent: true, context: 'add unit' } });
}
