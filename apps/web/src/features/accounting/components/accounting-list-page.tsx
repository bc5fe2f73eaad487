import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_PAGE_SIZE } from '@portal/domain/common/constants';
import {
  ACCOUNTING_VIEWS,
  DEFAULT_INVOICE_FILTER_BUCKET,
  INVOICE_DATE_FILTER_KINDS,
  INVOICE_QUICK_FILTERS,
  InvoiceFilterBucket,
} from '@portal/domain/invoices/payables-invoice-status';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { formatMoney } from '../../../components/invoices/format-money';
import { InvoiceStatusChip } from '../../../components/invoices/invoice-status-chip';
import { SearchField } from '../../../components/invoices/search-field';
import { ListLayout } from '../../../components/list-layout/list-layout';
import { PagedList } from '../../../components/list-layout/paged-list';
import { useListQueryState } from '../../../components/list-layout/use-list-query-state';
import { localTimeZone } from '../../../lib/date-time';
import { formatDate } from '../../../lib/format';
import { useApInvoiceCounts } from '../api/get-ap-invoice-counts';
import { useApInvoices } from '../api/get-ap-invoices';
import type { ApInvoice, ApInvoiceCounts, ApInvoiceListParams } from '../types';

/** '' = any date (the view's counts cover every date, so the list does too until a date filter is applied). */
const DATE_KIND_VALUES = ['', ...INVOICE_DATE_FILTER_KINDS] as const;

const schema = z.object({
  view: z.coerce.number().int().refine((code) => ACCOUNTING_VIEWS.some((v) => v.bucket === code)),
  q: z.string(),
  quickFilter: z.enum(INVOICE_QUICK_FILTERS),
  dateKind: z.enum(DATE_KIND_VALUES),
  startDate: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/),
  endDate: z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/),
  page: z.coerce.number().int().min(1),
});
type ListState = z.output<typeof schema>;

const DEFAULTS: ListState = {
  view: DEFAULT_INVOICE_FILTER_BUCKET,
  q: '',
  quickFilter: 'None',
  dateKind: '',
  startDate: '',
  endDate: '',
  page: 1,
};

const BUCKET_COUNT_KEY: Record<number, keyof ApInvoiceCounts> = {
  [InvoiceFilterBucket.Uninvoiced]: 'uninvoiced',
  [InvoiceFilterBucket.Pending]: 'pending',
  [InvoiceFilterBucket.Invoiced]: 'invoiced',
  [InvoiceFilterBucket.Paid]: 'paid',
};

function toParams(state: ListState): ApInvoiceListParams {
  const range = state.dateKind === 'Range';
  return {
    status: state.view,
    searchTerm: state.q || undefined,
    quickFilter: state.quickFilter === 'None' ? undefined : state.quickFilter,
    dateKind: state.dateKind || undefined,
    startDate: range ? state.startDate || undefined : undefined,
    endDate: range ? state.endDate || undefined : undefined,
    timeZone: localTimeZone(),
    page: state.page,
    pageSize: DEFAULT_PAGE_SIZE,
  };
}

interface AccountingListPageProps {
  /** Builds the preview address of an invoice (accounting or invoices). */
  previewHref: (invoiceNumber: string) => string;
}

/** Accounting (payables): the views with counts and amounts, quick and date filters, search, 50 a page. */
export function AccountingListPage({ previewHref }: AccountingListPageProps) {
  const list = useListQueryState(schema, DEFAULTS);
  const { state, draft, setDraft } = list;
  const params = useMemo(() => toParams(state), [state]);
  const invoices = useApInvoices(params);
  const counts = useApInvoiceCounts();

  const views = ACCOUNTING_VIEWS.map((view) => ({
    key: String(view.bucket),
    label: view.label,
    count: counts.data ? counts.data[BUCKET_COUNT_KEY[view.bucket]].shipmentCount : null,
  }));
  const activeFilterCount = [state.quickFilter !== 'None', state.dateKind !== ''].filter(Boolean).length;
  const rangeInvalid = draft.dateKind === 'Range' && (!draft.startDate && !draft.endDate || (!!draft.startDate && !!draft.endDate && draft.startDate > draft.endDate));

  const renderItem = useCallback((invoice: ApInvoice) => <InvoiceRow invoice={invoice} href={previewHref(invoice.invoiceNumber)} />, [previewHref]);

  return (
    <ListLayout
      views={views}
      activeView={String(state.view)}
      onViewChange={(key) => list.update({ view: Number(key) })}
      filters={
        <Stack spacing={2.5}>
          <FormControl size="small" fullWidth>
            <InputLabel id="quick-filter-label">Quick Filter</InputLabel>
            <Select
              labelId="quick-filter-label"
              label="Quick Filter"
              value={draft.quickFilter}
              onChange={(event) => setDraft({ quickFilter: event.target.value as ListState['quickFilter'] })}
            >
              {INVOICE_QUICK_FILTERS.map((filter) => (
                <MenuItem key={filter} value={filter}>
                  {filter}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          <FormControl size="small" fullWidth>
            <InputLabel id="date-filter-label">Date</InputLabel>
            <Select
              labelId="date-filter-label"
              label="Date"
              value={draft.dateKind}
              onChange={(event) => setDraft({ dateKind: event.target.value as ListState['dateKind'] })}
            >
              <MenuItem value="">Any date</MenuItem>
              {INVOICE_DATE_FILTER_KINDS.map((kind) => (
                <MenuItem key={kind} value={kind}>
                  {kind}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          {draft.dateKind === 'Range' && (
            <>
              <TextField
                size="small"
                type="date"
                label="Start date"
                value={draft.startDate}
                onChange={(event) => setDraft({ startDate: event.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                size="small"
                type="date"
                label="End date"
                value={draft.endDate}
                onChange={(event) => setDraft({ endDate: event.target.value })}
                error={rangeInvalid}
                helperText={rangeInvalid ? 'Choose a start or end date; the start must not be after the end' : undefined}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </>
          )}
        </Stack>
      }
      onApply={() => list.apply()}
      onReset={() => list.reset()}
      applyDisabled={!list.isDirty || rangeInvalid}
      activeFilterCount={activeFilterCount}
      toolbar={
        <SearchField value={state.q} onChange={(q) => list.update({ q })} placeholder="Search invoice, shipment or your invoice #" label="Search invoices" />
      }
    >
      <ViewSummary counts={counts.data} loading={counts.isPending} active={state.view} onSelect={(bucket) => list.update({ view: bucket })} />
      <PagedList
        items={invoices.data?.data}
        totalCount={invoices.data?.totalCount ?? 0}
        page={state.page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPageChange={(page) => list.update({ page })}
        renderItem={renderItem}
        getKey={(invoice) => invoice.id}
        loading={invoices.isFetching}
        error={invoices.error}
        onRetry={() => void invoices.refetch()}
        emptyText="No Matching Invoices Found"
        label="Invoices"
      />
    </ListLayout>
  );
}

/** The four views as tiles: the invoice amount and shipment count of each (GET ap-invoices/counts). */
function ViewSummary({ counts, loading, active, onSelect }: { counts?: ApInvoiceCounts; loading: boolean; active: number; onSelect: (bucket: number) => void }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }, gap: 1.5, mb: 2 }}>
      {ACCOUNTING_VIEWS.map((view) => {
        const bucket = counts?.[BUCKET_COUNT_KEY[view.bucket]];
        const selected = view.bucket === active;
        return (
          <Paper
            key={view.bucket}
            variant="outlined"
            sx={{ borderRadius: 2, borderColor: selected ? 'primary.main' : 'divider', borderWidth: selected ? 2 : 1, overflow: 'hidden' }}
          >
            <ButtonBase
              onClick={() => onSelect(view.bucket)}
              aria-pressed={selected}
              data-testid={`view-summary-${view.bucket}`}
              sx={{ display: 'block', width: '100%', textAlign: 'left', p: { xs: 1.25, sm: 1.75 } }}
            >
              <Typography variant="overline" color={selected ? 'primary' : 'text.secondary'} sx={{ fontWeight: 700, lineHeight: 1.6 }}>
                {view.label}
              </Typography>
              {loading || !bucket ? (
                <Skeleton width="70%" height={32} />
              ) : (
                <>
                  <Typography variant="h6" component="p" sx={{ fontWeight: 700, fontSize: { xs: '1.05rem', sm: '1.25rem' } }}>
                    {formatMoney(bucket.invoiceAmount)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {bucket.shipmentCount} {bucket.shipmentCount === 1 ? 'shipment' : 'shipments'}
                  </Typography>
                </>
              )}
            </ButtonBase>
          </Paper>
        );
      })}
    </Box>
  );
}

const place = (p: { city: string; state: string }) => [p.city, p.state].filter(Boolean).join(', ');

function InvoiceRow({ invoice, href }: { invoice: ApInvoice; href: string }) {
  const docsComplete = invoice.numberOfUploadedRequiredDocuments >= invoice.numberOfRequiredDocuments;
  return (
    <Paper variant="outlined" sx={{ borderRadius: 2, '&:hover': { borderColor: 'primary.main', boxShadow: 1 }, transition: 'box-shadow 120ms' }}>
      <ButtonBase
        component={Link}
        to={href}
        data-testid="invoice-row"
        data-invoice-number={invoice.invoiceNumber}
        sx={{
          width: '100%',
          textAlign: 'left',
          p: { xs: 1.5, sm: 2 },
          display: 'grid',
          alignItems: 'center',
          gap: { xs: 1, md: 2 },
          gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', md: 'minmax(130px, 1fr) minmax(220px, 2.4fr) 120px minmax(110px, 1fr) 90px 110px 24px' },
        }}
      >
        <Box sx={{ minWidth: 0, gridColumn: { xs: 'span 2', md: 'auto' } }}>
          <Typography sx={{ fontWeight: 700 }}>{invoice.invoiceNumber}</Typography>
          <Typography variant="body2" color="text.secondary">
            Shipment {invoice.shipmentNumber}
          </Typography>
        </Box>
        <Box sx={{ display: { xs: 'block', md: 'none' }, justifySelf: 'end' }}>
          <InvoiceStatusChip status={invoice.status.value} label={invoice.status.displayName} />
        </Box>
        <Box sx={{ minWidth: 0, gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
            {place(invoice.lane.origin)} → {place(invoice.lane.destination)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {invoice.deliveredAt ? `Delivered ${formatDate(invoice.deliveredAt)}` : 'Not delivered yet'}
            {invoice.remitTo ? ` · Remit to ${invoice.remitTo.name}` : ''}
          </Typography>
        </Box>
        <Box>
          <Typography variant="caption" color="text.secondary" component="div" noWrap>
            Invoice Amount
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {formatMoney(invoice.invoiceAmount)}
          </Typography>
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary" component="div">
            Your Invoice
          </Typography>
          <Typography variant="body2" noWrap>
            {invoice.externalInvoiceNumber || invoice.externalInvoiceAmount !== null
              ? [invoice.externalInvoiceNumber, invoice.externalInvoiceAmount !== null ? formatMoney(invoice.externalInvoiceAmount) : null].filter(Boolean).join(' · ')
              : '—'}
          </Typography>
        </Box>
        <Box>
          <Typography variant="caption" color="text.secondary" component="div">
            Documents
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }} color={docsComplete ? 'success.main' : 'warning.dark'}>
            {invoice.numberOfUploadedRequiredDocuments}/{invoice.numberOfRequiredDocuments}
          </Typography>
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <InvoiceStatusChip status={invoice.status.value} label={invoice.status.displayName} />
        </Box>
        <ChevronRight color="action" sx={{ display: { xs: 'none', md: 'block' } }} />
      </ButtonBase>
    </Paper>
  );
}
