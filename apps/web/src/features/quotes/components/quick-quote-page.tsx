import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { quoteOrderDraft } from '@portal/domain/rates/quick-quote';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { errorMessages } from '../../../lib/notify';
import { useQuickQuote, type QuickQuoteResult } from '../hooks/use-quick-quote';
import { QuickQuoteFields } from './quick-quote-form';
import { QuickQuoteResults } from './quick-quote-results';

/** The order draft of the rates found: the kept quote's transit sets the delivery day, else the cheapest rate's. */
function draftOf(result: QuickQuoteResult) {
  const chosen = result.quote ?? result.rates[0] ?? null;
  return quoteOrderDraft(result.form, { quoteId: result.quote?.quoteId ?? null, serviceDays: chosen?.serviceDays ?? null });
}

/** /quotes: a broker's quick quote from two places, then "Make it an order" opens the order form filled from it. */
export function QuickQuotePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const quick = useQuickQuote();
  const results = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // New rates take the focus, so a keyboard or screen reader user lands on them.
    if (quick.data) results.current?.focus();
  }, [quick.data]);

  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, maxWidth: 1280, mx: 'auto', display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t('Rates for a lane before there is an order; keep the cheapest as a quote and make it an order.')}
      </Typography>
      <QuickQuoteFields pending={quick.isPending} onSubmit={(form) => quick.mutate(form)} />
      {quick.error && (
        <Alert severity="error" role="alert">
          {errorMessages(quick.error).join(' ')}
        </Alert>
      )}
      <Box ref={results} tabIndex={-1} sx={{ outline: 'none' }}>
        {quick.data && !quick.isPending && (
          <QuickQuoteResults result={quick.data} onMakeOrder={() => void navigate(paths.orders.create.getHref(), { state: { quoteOrder: draftOf(quick.data) } })} />
        )}
      </Box>
    </Box>
  );
}
