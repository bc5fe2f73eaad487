import type { EquipmentBody, EquipmentUnit } from '@portal/domain/equipment/equipment-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portal } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT {portal}/equipment/{id}: edits a unit in service. */
export async function updateEquipmentUnit({ id, body }: { id: number; body: EquipmentBody }): Promise<EquipmentUnit> {
  return (await portal.put('/equipment/:equipmentId', { params: { equipmentId: id }, body })).data;
}

export function useUpdateEquipmentUnit() {
  const queryClient = useQueryClient();
  // Field problems are shown on the form, not as toasts.
  return useMutation({ mutationFn: updateEquipmentUnit, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.equipment.all }), meta: { silent: true, context: 'edit unit' } });
}
