import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PAYMENTS_DEFAULT_MONTHS, PAYMENTS_PAGE_SIZE } from '@portal/domain/common/constants';
import type { PaymentSummary } from '@portal/domain/payments/payment-schemas';
import dayjs from '../../../lib/dayjs';
import { useCallback, useMemo } from 'react';
import { z } from 'zod';
import { DateRangeFields } from '../../../components/invoices/date-range-fields';
import { QueryPagedList } from '../../../components/list-layout/query-paged-list';
import { ListLayout } from '../../../components/list-layout/list-layout';
import { useListQueryState } from '../../../components/list-layout/use-list-query-state';
import { localTimeZone } from '../../../lib/date-time';
import { formatDate } from '../../../lib/format';
import { usePayments } from '../api/get-payments';
import { PAYMENT_COLUMNS, PaymentRow } from './payment-row';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const schema = z.object({
  from: z.string().regex(DATE),
  to: z.string().regex(DATE),
  page: z.coerce.number().int().min(1),
});
type ListState = z.output<typeof schema>;

/** The default range: the last 3 months through today. */
function defaultState(): ListState {
  const today = dayjs();
  return { from: today.subtract(PAYMENTS_DEFAULT_MONTHS, 'month').format('YYYY-MM-DD'), to: today.format('YYYY-MM-DD'), page: 1 };
}

/** Payment remittance: one row per check in the date range (the last 3 months by default), 20 a page. */
export function PaymentsListPage() {
  const { t } = useTranslation();
  const defaults = useMemo(defaultState, []);
  const list = useListQueryState(schema, defaults);
  const { state, draft, setDraft } = list;
  const payments = usePayments({
    paymentStartDate: state.from,
    paymentEndDate: state.to,
    timeZone: localTimeZone(),
    page: state.page,
    pageSize: PAYMENTS_PAGE_SIZE,
  });
  const rangeProblem = !DATE.test(draft.from) || !DATE.test(draft.to) || draft.from > draft.to ? t('Choose both dates; From must not be after To') : null;
  const isDefaultRange = state.from === defaults.from && state.to === defaults.to;
  const renderItem = useCallback((payment: PaymentSummary) => <PaymentRow payment={payment} />, []);

  return (
    <ListLayout
      filters={
        <Stack spacing={2.5}>
          <Typography variant="body2" color="text.secondary">
            {t('Payment date')}
          </Typography>
          <DateRangeFields from={draft.from} to={draft.to} labels={{ from: t('From'), to: t('To') }} onChange={setDraft} problem={rangeProblem} />
        </Stack>
      }
      onApply={() => list.apply()}
      onReset={() => list.reset()}
      applyDisabled={!list.isDirty || rangeProblem !== null}
      activeFilterCount={isDefaultRange ? 0 : 1}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {t('Payments from')}
          </Typography>
          <Chip
            size="small"
            label={`${formatDate(state.from)} – ${formatDate(state.to)}`}
            onDelete={isDefaultRange ? undefined : () => list.reset()}
            data-testid="payments-range"
          />
          {isDefaultRange && (
            <Typography variant="caption" color="text.secondary">
              ({t('last {{count}} months', { count: PAYMENTS_DEFAULT_MONTHS })})
            </Typography>
          )}
        </Box>
      }
    >
      <Box sx={{ display: { xs: 'none', md: 'grid' }, gridTemplateColumns: PAYMENT_COLUMNS, gap: 2, px: 2, pb: 1, color: 'text.secondary' }} aria-hidden>
        {[msg('Check Number'), msg('Payment Date'), msg('Paid To'), msg('Payment Type'), msg('Invoices'), msg('Amount'), ''].map((heading) => (
          <Typography key={heading} variant="caption" sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.04em', textAlign: heading === 'Amount' || heading === 'Invoices' ? 'right' : 'left' }}>
            {heading && t(heading)}
          </Typography>
        ))}
      </Box>
      <QueryPagedList
        query={payments}
        page={state.page}
        pageSize={PAYMENTS_PAGE_SIZE}
        onPageChange={(page) => list.update({ page })}
        renderItem={renderItem}
        getKey={(payment) => payment.checkNumber}
        emptyText={t('No payments in this date range')}
        label={t('Payments')}
      />
    </ListLayout>
  );
}
