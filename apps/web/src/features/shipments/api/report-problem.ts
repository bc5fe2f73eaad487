import type { ShipmentProblem } from '@portal/domain/shipments/shipment-detail-schemas';
import type { ProblemBody } from '@portal/domain/shipments/shipment-request-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { trucks } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST {trucks}/v2/shipments/{id}/problems */
export function reportProblem({ shipmentId, body }: { shipmentId: number; body: ProblemBody }): Promise<ShipmentProblem> {
  return trucks.post('/v2/shipments/:id/problems', { params: { id: shipmentId }, body });
}

export function useReportProblem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reportProblem, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all }), meta: { context: 'report problem' } });
}
