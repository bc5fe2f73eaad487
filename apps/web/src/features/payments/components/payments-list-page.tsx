import ChevronRight from '@mui/icons-material/ChevronRight';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PAYMENTS_DEFAULT_MONTHS, PAYMENTS_PAGE_SIZE } from '@portal/domain/common/constants';
import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { formatMoney } from '../../../components/invoices/format-money';
import { ListLayout } from '../../../components/list-layout/list-layout';
import { PagedList } from '../../../components/list-layout/paged-list';
import { useListQueryState } from '../../../components/list-layout/use-list-query-state';
import { paths } from '../../../config/paths';
import { localTimeZone } from '../../../lib/date-time';
import { formatDate } from '../../../lib/format';
import { usePayments } from '../api/get-payments';
import type { PaymentSummary } from '../types';

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
  const rangeInvalid = !DATE.test(draft.from) || !DATE.test(draft.to) || draft.from > draft.to;
  const isDefaultRange = state.from === defaults.from && state.to === defaults.to;
  const renderItem = useCallback((payment: PaymentSummary) => <PaymentRow payment={payment} />, []);

  return (
    <ListLayout
      filters={
        <Stack spacing={2.5}>
          <Typography variant="body2" color="text.secondary">
            Payment date
          </Typography>
          <TextField
            size="small"
            type="date"
            label="From"
            value={draft.from}
            onChange={(event) => setDraft({ from: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            label="To"
            value={draft.to}
            onChange={(event) => setDraft({ to: event.target.value })}
            error={rangeInvalid}
            helperText={rangeInvalid ? 'Choose both dates; From must not be after To' : undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      }
      onApply={() => list.apply()}
      onReset={() => list.reset()}
      applyDisabled={!list.isDirty || rangeInvalid}
      activeFilterCount={isDefaultRange ? 0 : 1}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            Payments from
          </Typography>
          <Chip
            size="small"
            label={`${formatDate(state.from)} – ${formatDate(state.to)}`}
            onDelete={isDefaultRange ? undefined : () => list.reset()}
            data-testid="payments-range"
          />
          {isDefaultRange && (
            <Typography variant="caption" color="text.secondary">
              (last {PAYMENTS_DEFAULT_MONTHS} months)
            </Typography>
          )}
        </Box>
      }
    >
      <Box sx={{ display: { xs: 'none', md: 'grid' }, gridTemplateColumns: COLUMNS, gap: 2, px: 2, pb: 1, color: 'text.secondary' }} aria-hidden>
        {['Check Number', 'Payment Date', 'Paid To', 'Payment Type', 'Invoices', 'Amount', ''].map((heading) => (
          <Typography key={heading} variant="caption" sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.04em', textAlign: heading === 'Amount' || heading === 'Invoices' ? 'right' : 'left' }}>
            {heading}
          </Typography>
        ))}
      </Box>
      <PagedList
        items={payments.data?.data}
        totalCount={payments.data?.totalCount ?? 0}
        page={state.page}
        pageSize={PAYMENTS_PAGE_SIZE}
        onPageChange={(page) => list.update({ page })}
        renderItem={renderItem}
        getKey={(payment) => payment.checkNumber}
        loading={payments.isFetching}
        error={payments.error}
        onRetry={() => void payments.refetch()}
        emptyText="No payments in this date range"
        label="Payments"
      />
    </ListLayout>
  );
}

const COLUMNS = 'minmax(120px, 1fr) 110px minmax(160px, 1.5fr) minmax(120px, 1fr) 70px 120px 24px';

function PaymentRow({ payment }: { payment: PaymentSummary }) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 2, '&:hover': { borderColor: 'primary.main', boxShadow: 1 } }}>
      <ButtonBase
        component={Link}
        to={paths.payments.preview.getHref(payment.checkNumber)}
        data-testid="payment-row"
        data-check-number={payment.checkNumber}
        sx={{
          width: '100%',
          textAlign: 'left',
          p: { xs: 1.5, sm: 2 },
          display: 'grid',
          alignItems: 'center',
          gap: { xs: 0.5, md: 2 },
          gridTemplateColumns: { xs: '1fr auto', md: COLUMNS },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <ReceiptLongOutlined color="primary" fontSize="small" />
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {payment.checkNumber}
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ order: { xs: 3, md: 0 } }}>
          {formatDate(payment.paymentDate)}
        </Typography>
        <Typography variant="body2" noWrap sx={{ order: { xs: 5, md: 0 }, gridColumn: { xs: '1 / -1', md: 'auto' } }} color="text.secondary">
          {payment.paidTo.name}
          {payment.paidTo.id !== payment.carrier.id ? ` for ${payment.carrier.name}` : ''}
        </Typography>
        <Box sx={{ order: { xs: 4, md: 0 }, justifySelf: { xs: 'end', md: 'start' } }}>
          <Chip size="small" variant="outlined" label={payment.paymentType.displayName} />
        </Box>
        <Typography variant="body2" sx={{ textAlign: 'right', display: { xs: 'none', md: 'block' } }}>
          {payment.invoiceCount}
        </Typography>
        <Typography sx={{ fontWeight: 700, textAlign: 'right', order: { xs: 2, md: 0 } }} data-testid="payment-amount">
          {formatMoney(payment.amount)}
        </Typography>
        <ChevronRight color="action" sx={{ display: { xs: 'none', md: 'block' } }} />
      </ButtonBase>
    </Paper>
  );
}
