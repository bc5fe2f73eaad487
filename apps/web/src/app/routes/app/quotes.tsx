import { QuickQuotePage } from '../../../features/quotes/components/quick-quote-page';

/** /quotes: the broker's quick quote; "Make it an order" continues on /orders/create (docs/decisions/0294-make-it-an-order-prefills-the-order-form.md). */
export function Component() {
  return <QuickQuotePage />;
}
