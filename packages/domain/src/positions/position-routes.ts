import { route } from '../api/route-contract';
import { PositionBatchAnswerSchema, PositionBatchBodySchema } from './position-schemas';

/** Positions in batches from a carrier's ELD, its telematics feed or a driver's phone. */
export const positionRoutes = {
  ingest: route({
    service: 'carrier',
    tags: ['positions'],
    method: 'POST',
    path: '/v2/positions',
    summary:
      "A batch of positions (up to 500) of the company's devices, idempotent per device and time: each load the point names (or the truck carries) takes it as its last position when newer; points of another company's load are rejected one by one",
    body: PositionBatchBodySchema,
    answer: PositionBatchAnswerSchema,
  }),
} as const;
