import type { ApiQuote, RawRatingBody } from '@portal/domain/rates/rating-schemas';
import { portal } from '../../../lib/api-client';

/** POST {portal}/rates/quotes with `freight`: keeps the cheapest bookable rate of the freight as a quote with an expiry. */
export async function createQuote(freight: RawRatingBody): Promise<ApiQuote> {
  const { data } = await portal.post('/rates/quotes', { body: { freight } });
  return data;
}
