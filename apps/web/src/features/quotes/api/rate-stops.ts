import type { RawRatingBody } from '@portal/domain/rates/rating-schemas';
import type { UnifiedRate } from '@portal/domain/rates/rate-schemas';
import { portal } from '../../../lib/api-client';

/** POST {portal}/rates/unified/by-stops: the rates of raw stops and products, cheapest first (at most 50). */
export function rateStops(body: RawRatingBody): Promise<UnifiedRate[]> {
  return portal.post('/rates/unified/by-stops', { body });
}
