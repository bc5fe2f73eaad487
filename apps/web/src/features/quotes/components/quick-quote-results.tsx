import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { isQuoteOpen } from '@portal/domain/rates/quick-quote';
import type { ApiQuote } from '@portal/domain/rates/rating-schemas';
import type { UnifiedRate } from '@portal/domain/rates/rate-schemas';
import { formatDollars } from '../../../components/freight/freight-format';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { errorMessages } from '../../../lib/notify';
import type { QuickQuoteResult } from '../hooks/use-quick-quote';
import { isQuotedRate, rateSourceLabel } from '../lib/rate-labels';

function transitText(days: number, t: ReturnType<typeof useTranslation>['t']): string {
  return days === 1 ? t('1 day') : t('{{count}} days', { count: days });
}

/** The quote kept: carrier, type, price, transit and until when it holds, with "Make it an order". */
function KeptQuote({ quote, lane, onMakeOrder }: { quote: ApiQuote; lane: string; onMakeOrder: () => void }) {
  const { t } = useTranslation();
  const open = isQuoteOpen(quote.quoteExpiresAt);
  return (
    <Paper component="section" aria-labelledby="kept-quote-title" variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, borderColor: 'primary.main' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id="kept-quote-title" variant="subtitle2" component="h3" color="text.secondary">
            {t('Quote kept for {{lane}}', { lane })}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
            {formatDollars(quote.price)}
          </Typography>
          <Typography variant="body2">
            {quote.carrierName ?? t('Any carrier')} · {t(quote.rateType)} · {transitText(quote.serviceDays, t)}
          </Typography>
          <Typography variant="body2" color={open ? 'text.secondary' : 'error'} data-testid="quote-expiry">
            {open ? t('Holds until {{expiry}}', { expiry: formatDateTimeWithZone(quote.quoteExpiresAt) }) : t('Expired {{expiry}}: get rates again to hold a rate', { expiry: formatDateTimeWithZone(quote.quoteExpiresAt) })}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {t('Quote {{quoteId}}', { quoteId: quote.quoteId })}
          </Typography>
        </Box>
        <Button variant="contained" onClick={onMakeOrder}>
          {t('Make it an order')}
        </Button>
      </Box>
    </Paper>
  );
}

/** The rates, cheapest first: carrier or source, rate type, total and transit; the kept one is marked. */
function RatesTable({ rates, quote }: { rates: readonly UnifiedRate[]; quote: ApiQuote | null }) {
  const { t } = useTranslation();
  return (
    <Table size="small" aria-label={t('Rates, cheapest first')} sx={{ tableLayout: 'fixed', '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('Carrier or source')}</TableCell>
          <TableCell align="right" sx={{ width: { xs: 92, sm: 140 } }}>
            {t('Total')}
          </TableCell>
          <TableCell align="right" sx={{ width: { xs: 76, sm: 120 } }}>
            {t('Transit')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rates.map((rate) => (
          <TableRow key={rate.quoteId} data-testid="quick-rate-row">
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              <Typography variant="body2" component="div" sx={{ fontWeight: 500 }}>
                {rate.carrierName ?? t(rateSourceLabel(rate.rateSource))}
                {isQuotedRate(rate, quote) && <Chip size="small" color="primary" label={t('Quoted')} sx={{ ml: 1 }} />}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {rate.carrierName ? `${t(rateSourceLabel(rate.rateSource))} · ${t(rate.rateType)}` : t(rate.rateType)}
              </Typography>
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {formatDollars(rate.price)}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {rate.serviceDays > 0 ? transitText(rate.serviceDays, t) : '—'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** What "Get rates" found: the kept quote (or why none), then every rate. */
export function QuickQuoteResults({ result, onMakeOrder }: { result: QuickQuoteResult; onMakeOrder: () => void }) {
  const { t } = useTranslation();
  const { form, rates, quote } = result;
  const lane = `${form.origin.city}, ${form.origin.state} → ${form.destination.city}, ${form.destination.state}`;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography role="status" variant="body2" color="text.secondary">
        {rates.length === 1 ? t('1 rate for {{lane}}, cheapest first', { lane }) : t('{{count}} rates for {{lane}}, cheapest first', { count: rates.length, lane })}
      </Typography>
      {quote ? (
        <KeptQuote quote={quote} lane={lane} onMakeOrder={onMakeOrder} />
      ) : (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={onMakeOrder}>
              {t('Make it an order')}
            </Button>
          }
        >
          {t('No carrier rate could be kept as a quote.')} {errorMessages(result.quoteProblem).join(' ')}
        </Alert>
      )}
      {rates.length > 0 && (
        <Paper component="section" aria-labelledby="quick-rates-title" sx={{ p: { xs: 1, md: 2 } }}>
          <Typography id="quick-rates-title" variant="h6" component="h3" sx={{ px: 1, pb: 1 }}>
            {t('Rates')}
          </Typography>
          <RatesTable rates={rates} quote={quote} />
        </Paper>
      )}
    </Box>
  );
}
