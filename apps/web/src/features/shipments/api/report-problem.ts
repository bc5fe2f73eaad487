import type { ShipmentProblem } from '@portal/domain/shipments/shipment-detail-schemas';
import type { ProblemBody } from '@portal/domain/shipments/shipment-request-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fillPath } from '@portal/domain/api/route-contract';
import { trucks } from '../../../lib/api-client';
import { sendOrQueue, type QueuedWrite } from '../../../lib/offline-writes';
import { queryKeys } from '../../../lib/query-keys';

const PROBLEMS_PATH = '/v2/shipments/:id/problems';

/** POST {trucks}/v2/shipments/{id}/problems; on the driver's pages it may wait in the outbox. */
export function reportProblem({ shipmentId, body }: { shipmentId: number; body: ProblemBody }): Promise<ShipmentProblem | QueuedWrite> {
  const write = { kind: 'problem', shipmentId, subject: body.problemType, service: 'trucks', method: 'POST', path: fillPath(PROBLEMS_PATH, { id: shipmentId }), body } as const;
  return sendOrQueue<ShipmentProblem>(write, () => trucks.post(PROBLEMS_PATH, { params: { id: shipmentId }, body }));
}

export function useReportProblem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reportProblem, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shipments.all }), meta: { context: 'report problem' } });
}
