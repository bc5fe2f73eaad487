import type { QuickQuoteForm } from '@portal/domain/rates/quick-quote';
import { quickQuoteRatingBody } from '@portal/domain/rates/quick-quote';
import type { ApiQuote } from '@portal/domain/rates/rating-schemas';
import type { UnifiedRate } from '@portal/domain/rates/rate-schemas';
import { useMutation } from '@tanstack/react-query';
import { createQuote } from '../api/create-quote';
import { rateStops } from '../api/rate-stops';

export interface QuickQuoteResult {
  /** The form as it was rated (the order is made from it). */
  form: QuickQuoteForm;
  rates: UnifiedRate[];
  /** The cheapest bookable rate kept as a quote; null when no carrier's rate can be booked. */
  quote: ApiQuote | null;
  /** Why no quote was kept (the server's refusal), when none was. */
  quoteProblem: unknown;
}

/** "Get rates": the rates of the stops and, beside them, a quote of the cheapest bookable one (its refusal does not hide the rates). */
export async function quickQuote(form: QuickQuoteForm): Promise<QuickQuoteResult> {
  const body = quickQuoteRatingBody(form);
  const [rates, quote] = await Promise.all([rateStops(body), createQuote(body).then((q) => ({ q, problem: null }), (problem: unknown) => ({ q: null, problem }))]);
  return { form, rates, quote: quote.q, quoteProblem: quote.problem };
}

export function useQuickQuote() {
  return useMutation({ mutationFn: quickQuote, meta: { silent: true } });
}
