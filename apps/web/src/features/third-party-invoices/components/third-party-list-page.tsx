import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_PAGE_SIZE, INVOICE_SEARCH_BOX_WIDTH_PX, THIRD_PARTY_DEFAULT_IS_AUDITABLE } from '@portal/domain/common/constants';
import { NO_MATCHING_INVOICES } from '@portal/domain/common/messages';
import { PAYABLES_INVOICE_STATUSES, PayablesInvoiceStatus } from '@portal/domain/invoices/payables-invoice-status';
import { useCallback, useMemo } from 'react';
import { z } from 'zod';
import { SearchField } from '../../../components/invoices/search-field';
import { InfiniteList } from '../../../components/list-layout/infinite-list';
import { ListLayout } from '../../../components/list-layout/list-layout';
import { queryArray, queryBoolean } from '../../../components/list-layout/list-query-codec';
import { useListQueryState } from '../../../components/list-layout/use-list-query-state';
import { localTimeZone } from '../../../lib/date-time';
import { useThirdPartyCounts } from '../api/get-third-party-counts';
import { useThirdPartyInvoices } from '../api/get-third-party-invoices';
import type { ThirdPartyInvoice, ThirdPartyListParams, ThirdPartyPanelParams } from '../types';
import { DATE_PRESETS, presetWindow, type DatePreset } from './date-presets';
import { ThirdPartyInvoiceCard } from './third-party-invoice-card';

const VIEWS = [
  { key: 'actionRequired', label: 'Action Required' },
  { key: 'draft', label: 'Draft', status: PayablesInvoiceStatus.Draft },
  { key: 'received', label: 'Received', status: PayablesInvoiceStatus.Received },
  { key: 'settled', label: 'Settled', status: PayablesInvoiceStatus.Settled },
  { key: 'all', label: 'All' },
] as const;
type ViewKey = (typeof VIEWS)[number]['key'];

const DATE = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/);
const PRESET = z.enum(['', ...DATE_PRESETS]);

const schema = z.object({
  view: z.enum(['actionRequired', 'draft', 'received', 'settled', 'all']),
  query: z.string(),
  statuses: queryArray(z.coerce.number().int()),
  invoiceDate: PRESET,
  invoiceFrom: DATE,
  invoiceTo: DATE,
  loadDate: PRESET,
  loadFrom: DATE,
  loadTo: DATE,
  auditable: queryBoolean(),
  actionRequired: queryBoolean(),
});
type ListState = z.output<typeof schema>;

const DEFAULTS: ListState = {
  view: 'actionRequired',
  query: '',
  statuses: [],
  invoiceDate: '',
  invoiceFrom: '',
  invoiceTo: '',
  loadDate: '',
  loadFrom: '',
  loadTo: '',
  auditable: THIRD_PARTY_DEFAULT_IS_AUDITABLE,
  actionRequired: false,
};

/** The statuses the panel offers (Voided invoices are not worked on). */
const PANEL_STATUSES = PAYABLES_INVOICE_STATUSES.filter((s) => s.code !== PayablesInvoiceStatus.Voided);

function panelParams(state: ListState): ThirdPartyPanelParams {
  const invoice = presetWindow(state.invoiceDate, { start: state.invoiceFrom, end: state.invoiceTo });
  const load = presetWindow(state.loadDate, { start: state.loadFrom, end: state.loadTo });
  return {
    query: state.query || undefined,
    invoiceDateStart: invoice.start,
    invoiceDateEnd: invoice.end,
    loadDateStart: load.start,
    loadDateEnd: load.end,
    isAuditable: state.auditable,
    timeZone: localTimeZone(),
  };
}

function listParams(state: ListState): ThirdPartyListParams {
  const view = VIEWS.find((v) => v.key === state.view);
  const viewStatus = view && 'status' in view ? [view.status] : undefined;
  return {
    ...panelParams(state),
    // A status view decides the status; otherwise the panel's statuses apply.
    status: viewStatus ?? (state.statuses.length > 0 ? state.statuses : undefined),
    actionRequired: state.view === 'actionRequired' || state.actionRequired ? true : undefined,
    pageSize: DEFAULT_PAGE_SIZE,
  };
}

function rangeProblem(preset: string, from: string, to: string): string | null {
  if (preset !== 'Range') return null;
  if (!from && !to) return 'Choose a start or an end date';
  if (from && to && from > to) return 'The start must not be after the end';
  return null;
}

/** Third Party Payer Invoices (spec section 2): sidebar views with counts, the filter panel, a search box and an infinite card list. */
export function ThirdPartyListPage() {
  const list = useListQueryState(schema, DEFAULTS);
  const { state, draft, setDraft } = list;
  const params = useMemo(() => listParams(state), [state]);
  const panel = useMemo(() => panelParams(state), [state]);
  const invoices = useThirdPartyInvoices(params);
  const counts = useThirdPartyCounts(panel);

  const views = VIEWS.map((view) => ({ key: view.key, label: view.label, count: counts.data ? counts.data[view.key] : null }));
  const invoiceProblem = rangeProblem(draft.invoiceDate, draft.invoiceFrom, draft.invoiceTo);
  const loadProblem = rangeProblem(draft.loadDate, draft.loadFrom, draft.loadTo);
  const activeFilterCount = [
    state.statuses.length > 0,
    state.invoiceDate !== '',
    state.loadDate !== '',
    state.auditable !== THIRD_PARTY_DEFAULT_IS_AUDITABLE,
    state.actionRequired,
  ].filter(Boolean).length;

  const renderItem = useCallback((invoice: ThirdPartyInvoice) => <ThirdPartyInvoiceCard invoice={invoice} />, []);
  const toggleStatus = (code: number, checked: boolean) =>
    setDraft({ statuses: checked ? [...draft.statuses, code].sort((a, b) => a - b) : draft.statuses.filter((s) => s !== code) });

  return (
    <ListLayout
      views={views}
      activeView={state.view}
      onViewChange={(key) => list.update({ view: key as ViewKey })}
      filters={
        <Stack spacing={2.5}>
          <FormControl component="fieldset" disabled={state.view !== 'all' && state.view !== 'actionRequired'}>
            <FormLabel component="legend" sx={{ fontSize: '0.8rem', fontWeight: 600, mb: 0.5 }}>
              Status
            </FormLabel>
            <FormGroup>
              {PANEL_STATUSES.map((status) => (
                <FormControlLabel
                  key={status.code}
                  control={<Checkbox size="small" checked={draft.statuses.includes(status.code)} onChange={(_, checked) => toggleStatus(status.code, checked)} />}
                  label={status.name}
                  sx={{ my: -0.25 }}
                />
              ))}
            </FormGroup>
            {state.view !== 'all' && state.view !== 'actionRequired' && (
              <Typography variant="caption" color="text.secondary">
                The {VIEWS.find((v) => v.key === state.view)?.label} view sets the status.
              </Typography>
            )}
          </FormControl>
          <DateFilter
            label="Invoice Date"
            id="invoice-date"
            preset={draft.invoiceDate}
            from={draft.invoiceFrom}
            to={draft.invoiceTo}
            problem={invoiceProblem}
            onChange={(patch) =>
              setDraft({
                ...(patch.preset !== undefined ? { invoiceDate: patch.preset } : {}),
                ...(patch.from !== undefined ? { invoiceFrom: patch.from } : {}),
                ...(patch.to !== undefined ? { invoiceTo: patch.to } : {}),
              })
            }
          />
          <DateFilter
            label="Load Date"
            id="load-date"
            preset={draft.loadDate}
            from={draft.loadFrom}
            to={draft.loadTo}
            problem={loadProblem}
            onChange={(patch) =>
              setDraft({
                ...(patch.preset !== undefined ? { loadDate: patch.preset } : {}),
                ...(patch.from !== undefined ? { loadFrom: patch.from } : {}),
                ...(patch.to !== undefined ? { loadTo: patch.to } : {}),
              })
            }
          />
          <FormGroup>
            <FormControlLabel
              control={<Checkbox checked={draft.auditable} onChange={(_, checked) => setDraft({ auditable: checked })} />}
              label="Only Show Auditable"
            />
            <FormControlLabel
              control={<Checkbox checked={draft.actionRequired} onChange={(_, checked) => setDraft({ actionRequired: checked })} />}
              label="Action Required"
            />
          </FormGroup>
        </Stack>
      }
      onApply={() => list.apply()}
      onReset={() => list.reset()}
      applyDisabled={!list.isDirty || !!invoiceProblem || !!loadProblem}
      activeFilterCount={activeFilterCount}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', flex: { xs: '1 1 100%', sm: 1 }, minWidth: 0 }}>
          <SearchField
            value={state.query}
            onChange={(query) => list.update({ query })}
            placeholder="Search invoice, shipment, carrier or customer"
            label="Search third-party invoices"
            width={INVOICE_SEARCH_BOX_WIDTH_PX}
          />
          {invoices.data && (
            <Typography variant="body2" color="text.secondary" data-testid="third-party-total">
              {invoices.data.pages[0]?.totalCount ?? 0} invoices
            </Typography>
          )}
        </Box>
      }
    >
      <InfiniteList
        query={invoices}
        renderItem={renderItem}
        getKey={(invoice) => invoice.id}
        emptyText={NO_MATCHING_INVOICES}
        estimatedItemHeight={140}
        label="Third-party payer invoices"
      />
    </ListLayout>
  );
}

interface DateFilterProps {
  label: string;
  id: string;
  preset: DatePreset | '';
  from: string;
  to: string;
  problem: string | null;
  onChange: (patch: { preset?: DatePreset | ''; from?: string; to?: string }) => void;
}

function DateFilter({ label, id, preset, from, to, problem, onChange }: DateFilterProps) {
  return (
    <Stack spacing={1.5}>
      <FormControl size="small" fullWidth>
        <InputLabel id={`${id}-label`}>{label}</InputLabel>
        <Select labelId={`${id}-label`} label={label} value={preset} onChange={(event) => onChange({ preset: event.target.value as DatePreset | '' })}>
          <MenuItem value="">Any date</MenuItem>
          {DATE_PRESETS.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {preset === 'Range' && (
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr', gap: 1.5 }}>
          <TextField size="small" type="date" label="Start" value={from} onChange={(event) => onChange({ from: event.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField
            size="small"
            type="date"
            label="End"
            value={to}
            onChange={(event) => onChange({ to: event.target.value })}
            error={!!problem}
            helperText={problem ?? undefined}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
      )}
    </Stack>
  );
}
