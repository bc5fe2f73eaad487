import Alert from '@mui/material/Alert';
import type { QuoteOrderDraft } from '@portal/domain/rates/quick-quote';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

/** Above an order form filled from a quick quote: what came from the quote and what is left to enter. */
export function QuoteOrderNotice({ draft }: { draft: QuoteOrderDraft }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const lane = `${draft.origin.city}, ${draft.origin.state} → ${draft.destination.city}, ${draft.destination.state}`;
  useEffect(() => {
    // The quote page was scrolled down to its rates; the form starts at its top, with the page's title in view.
    ref.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  return (
    <Alert ref={ref} severity="info" sx={{ mb: 2, scrollMarginTop: 160 }} data-testid="quote-order-notice">
      {t('Filled from your quote for {{lane}}. Pick or enter the pickup and delivery facilities, check the times, then submit.', { lane })}
    </Alert>
  );
}
