import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEFAULT_PAGE_SIZE, LOAD_BOARD_DEFAULT_RADIUS_MILES } from '@portal/domain/common/constants';
import { EQUIPMENT_MODES } from '@portal/domain/orders/modes';
import { useMemo, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { FreightCard } from '../../../components/freight/freight-card';
import { cityState } from '../../../components/freight/freight-format';
import { ListLayout } from '../../../components/list-layout/list-layout';
import { PagedList } from '../../../components/list-layout/paged-list';
import { queryArray, queryBoolean } from '../../../components/list-layout/list-query-codec';
import { useListQueryState } from '../../../components/list-layout/use-list-query-state';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { errorMessages } from '../../../lib/notify';
import { useAvailableShipments, type AvailableShipmentsParams } from '../api/search-available-shipments';
import { parsePlace, placeParams } from '../../../lib/place-input';
import { ReloadsForShipment } from './reloads-for-shipment';

const RADII = [25, 50, 75, 100, 150, 200, 300, 500];
export const SORTS = [
  { value: 'pickupDate:asc', label: 'Pickup date (soonest)' },
  { value: 'originDistance:asc', label: 'Closest to origin' },
  { value: 'destinationDistance:asc', label: 'Closest to destination' },
  { value: 'rate:desc', label: 'Rate (highest)' },
  { value: 'ratePerMile:desc', label: 'Rate per mile (highest)' },
  { value: 'miles:asc', label: 'Trip miles (shortest)' },
] as const;

const radius = z.coerce.number().int().min(1).max(500);
const schema = z.object({
  origin: z.string(),
  originRadius: radius,
  destination: z.string(),
  destinationRadius: radius,
  pickupFrom: z.string(),
  pickupTo: z.string(),
  equipment: queryArray(z.enum(EQUIPMENT_MODES)),
  partials: queryBoolean(),
  sort: z.enum(SORTS.map((s) => s.value) as [string, ...string[]]),
  page: z.coerce.number().int().min(1),
  /** Reloads mode: loads picking up near this shipment's delivery. */
  shipment: z.string(),
});
type SearchState = z.output<typeof schema>;
const DEFAULTS: SearchState = {
  origin: '',
  originRadius: LOAD_BOARD_DEFAULT_RADIUS_MILES,
  destination: '',
  destinationRadius: LOAD_BOARD_DEFAULT_RADIUS_MILES,
  pickupFrom: '',
  pickupTo: '',
  equipment: [],
  partials: false,
  sort: 'pickupDate:asc',
  page: 1,
  shipment: '',
};

/** Field errors of the draft that need no server: a place that is not a place, dates the wrong way round. */
function draftErrors(state: SearchState): Partial<Record<'origin' | 'destination' | 'pickupTo', string>> {
  const errors: Partial<Record<'origin' | 'destination' | 'pickupTo', string>> = {};
  const origin = parsePlace(state.origin);
  const destination = parsePlace(state.destination);
  if (origin && 'error' in origin) errors.origin = origin.error;
  if (destination && 'error' in destination) errors.destination = destination.error;
  if (state.pickupFrom && state.pickupTo && state.pickupTo < state.pickupFrom) errors.pickupTo = 'Must be on or after the first pickup date';
  if (state.sort.startsWith('originDistance') && !state.origin.trim()) errors.origin = 'Enter an origin to sort by distance from it';
  if (state.sort.startsWith('destinationDistance') && !state.destination.trim()) errors.destination = 'Enter a destination to sort by distance to it';
  return errors;
}

function toParams(state: SearchState): AvailableShipmentsParams {
  const [sortProperty, sortDirection] = state.sort.split(':') as [string, 'asc' | 'desc'];
  return {
    ...placeParams('origin', parsePlace(state.origin)),
    originRadius: state.originRadius,
    ...placeParams('destination', parsePlace(state.destination)),
    destinationRadius: state.destinationRadius,
    pickupFrom: state.pickupFrom || undefined,
    pickupTo: state.pickupTo || undefined,
    equipmentModes: state.equipment,
    includePartials: state.partials,
    sortProperty,
    sortDirection,
    page: state.page,
    pageSize: DEFAULT_PAGE_SIZE,
  };
}

/** A server 400 names query fields (originCity, destinationPostalCode, pickupTo...): shown on the box they came from. */
function serverFieldErrors(error: unknown): Partial<Record<'origin' | 'destination' | 'pickupTo' | 'other', string>> {
  if (!isApiError(error) || error.status !== 400) return {};
  const result: Partial<Record<'origin' | 'destination' | 'pickupTo' | 'other', string>> = {};
  for (const [field, messages] of Object.entries(error.errors ?? {})) {
    const key = field.startsWith('origin') ? 'origin' : field.startsWith('destination') ? 'destination' : field === 'pickupTo' ? 'pickupTo' : 'other';
    result[key] ??= messages[0];
  }
  if (Object.keys(result).length === 0) result.other = error.message;
  return result;
}

/** /reloads: the Load Board. Search by origin and destination with radius, pickup dates, equipment and partials. */
export function LoadBoardPage() {
  const list = useListQueryState(schema, DEFAULTS);
  const { state, draft } = list;
  const location = useLocation();
  const appliedErrors = draftErrors(state);
  const canSearch = Object.keys(appliedErrors).length === 0 && !state.shipment;
  const params = useMemo(() => toParams(state), [state]);
  const search = useAvailableShipments(params, canSearch);
  const serverErrors = serverFieldErrors(search.error);
  const errors = { ...serverErrors, ...draftErrors(draft) };

  if (state.shipment) return <ReloadsForShipment shipment={state.shipment} page={state.page} onPage={(page) => list.update({ page })} onClear={() => list.reset()} />;

  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    if (Object.keys(draftErrors(draft)).length === 0) list.apply();
  };
  const activeFilters =
    (state.originRadius !== DEFAULTS.originRadius ? 1 : 0) +
    (state.destinationRadius !== DEFAULTS.destinationRadius ? 1 : 0) +
    (state.pickupFrom ? 1 : 0) +
    (state.pickupTo ? 1 : 0) +
    (state.equipment.length > 0 ? 1 : 0) +
    (state.partials ? 1 : 0) +
    (state.sort !== DEFAULTS.sort ? 1 : 0);

  const originCenter = search.data?.origin ? cityState(search.data.origin) : undefined;
  const destinationCenter = search.data?.destination ? cityState(search.data.destination) : undefined;
  const summary = search.data
    ? [
        `${search.data.totalCount.toLocaleString('en-US')} loads`,
        search.data.origin ? `within ${search.data.origin.radiusMiles} mi of ${originCenter}` : null,
        search.data.destination ? `going within ${search.data.destination.radiusMiles} mi of ${destinationCenter}` : null,
      ]
        .filter(Boolean)
        .join(' ')
    : '';

  return (
    <ListLayout
      filters={
        <Stack spacing={2}>
          <TextField select size="small" label="Origin radius" value={draft.originRadius} onChange={(e) => list.setDraft({ originRadius: Number(e.target.value) })}>
            {RADII.map((r) => (
              <MenuItem key={r} value={r}>
                {r} miles
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label="Destination radius" value={draft.destinationRadius} onChange={(e) => list.setDraft({ destinationRadius: Number(e.target.value) })}>
            {RADII.map((r) => (
              <MenuItem key={r} value={r}>
                {r} miles
              </MenuItem>
            ))}
          </TextField>
          <TextField size="small" type="date" label="Pickup from" value={draft.pickupFrom} onChange={(e) => list.setDraft({ pickupFrom: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField
            size="small"
            type="date"
            label="Pickup to"
            value={draft.pickupTo}
            onChange={(e) => list.setDraft({ pickupTo: e.target.value })}
            error={!!errors.pickupTo}
            helperText={errors.pickupTo}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Box>
            <FormLabel component="legend" sx={{ fontSize: 13, mb: 0.5 }}>
              Equipment
            </FormLabel>
            <FormGroup>
              {EQUIPMENT_MODES.map((mode) => (
                <FormControlLabel
                  key={mode}
                  label={mode}
                  control={
                    <Checkbox
                      size="small"
                      checked={draft.equipment.includes(mode)}
                      onChange={(e) => list.setDraft({ equipment: e.target.checked ? [...draft.equipment, mode] : draft.equipment.filter((m) => m !== mode) })}
                    />
                  }
                />
              ))}
            </FormGroup>
          </Box>
          <FormControlLabel label="Include partials" control={<Checkbox size="small" checked={draft.partials} onChange={(e) => list.setDraft({ partials: e.target.checked })} />} />
          <TextField select size="small" label="Sort by" value={draft.sort} onChange={(e) => list.setDraft({ sort: e.target.value })}>
            {SORTS.map((s) => (
              <MenuItem key={s.value} value={s.value}>
                {s.label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      }
      onApply={() => apply()}
      onReset={() => list.reset()}
      applyDisabled={!list.isDirty}
      activeFilterCount={activeFilters}
      toolbar={
        <Box component="form" onSubmit={apply} aria-label="Search the load board" sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', flex: { xs: '1 1 100%', sm: 1 }, minWidth: 0 }}>
          <TextField
            size="small"
            label="Origin"
            placeholder="City, ST or ZIP"
            value={draft.origin}
            onChange={(e) => list.setDraft({ origin: e.target.value })}
            error={!!errors.origin}
            helperText={errors.origin}
            sx={{ flex: { xs: '1 1 140px', sm: '1 1 200px' }, maxWidth: { sm: 280 } }}
          />
          <TextField
            size="small"
            label="Destination"
            placeholder="City, ST or ZIP (optional)"
            value={draft.destination}
            onChange={(e) => list.setDraft({ destination: e.target.value })}
            error={!!errors.destination}
            helperText={errors.destination}
            sx={{ flex: { xs: '1 1 140px', sm: '1 1 200px' }, maxWidth: { sm: 280 } }}
          />
          <Button type="submit" variant="contained" startIcon={<Search />} sx={{ height: 40, flex: { xs: '1 1 100%', sm: 'none' } }}>
            Search
          </Button>
        </Box>
      }
    >
      {serverErrors.other && <Alert severity="error" sx={{ mb: 2 }}>{serverErrors.other}</Alert>}
      {search.error && !isApiError(search.error) ? <Alert severity="error">{errorMessages(search.error).join(' ')}</Alert> : null}
      {summary && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} data-testid="load-board-summary">
          {summary} · {SORTS.find((s) => s.value === state.sort)?.label}
        </Typography>
      )}
      <PagedList
        label="Available loads"
        items={search.error ? [] : search.data?.data}
        totalCount={search.error ? 0 : (search.data?.totalCount ?? 0)}
        page={state.page}
        onPageChange={(page) => list.update({ page })}
        loading={search.isFetching}
        emptyText="No loads match this search. Try a wider radius or other dates."
        getKey={(load) => load.id}
        renderItem={(load) => (
          <FreightCard
            load={load}
            href={paths.availableFreight.detail.getHref(load.shipmentNumber)}
            linkState={{ from: `${location.pathname}${location.search}`, fromLabel: 'Load Board' }}
            originCenter={originCenter}
            destinationCenter={destinationCenter}
          />
        )}
      />
    </ListLayout>
  );
}
