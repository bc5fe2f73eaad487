import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import type { EquipmentKind, EquipmentUnit } from '@portal/domain/equipment/equipment-schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/freight/page-header';
import { ListError } from '../../../components/list-layout/list-states';
import { paths } from '../../../config/paths';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useEquipment } from '../api/get-equipment';
import { EquipmentDialog } from './equipment-dialog';
import { EquipmentTable } from './equipment-table';
import { useTranslation } from '../../../i18n/use-translation';

const SEARCH_DELAY_MS = 300;

/** /equipment/trailers and /equipment/power-units: the company's units, with the totals in service on the tab labels. */
export function EquipmentPage({ kind }: { kind: EquipmentKind }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [showRetired, setShowRetired] = useState(false);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<EquipmentUnit | 'new' | null>(null);
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const units = useEquipment({ kind, q, status: showRetired ? 'All' : 'Active', page });
  const totals = units.data?.totals;
  const count = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1280, mx: 'auto' }}>
      <PageHeader
        title={t('Equipment')}
        subtitle={t('Your trailers and power units. Units on an active load cannot be retired.')}
        action={
          <Stack direction="row" spacing={1}>
            <Button component={Link} to={paths.drivers.getHref()}>
              {t('Drivers')}
            </Button>
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
              {t(kind === 'Trailer' ? 'Add trailer' : 'Add power unit')}
            </Button>
          </Stack>
        }
      />
      <Tabs value={kind} aria-label={t('Equipment kinds')} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="Trailer" label={`${t('Trailers')}${count(totals?.trailers)}`} component={Link} to={paths.equipment.trailers.getHref()} />
        <Tab value="PowerUnit" label={`${t('Power Units')}${count(totals?.powerUnits)}`} component={Link} to={paths.equipment.powerUnits.getHref()} />
      </Tabs>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          label={t(kind === 'Trailer' ? 'Search trailers' : 'Search power units')}
          placeholder={t('Unit number, VIN, plate, make or model')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          size="small"
          sx={{ width: { xs: '100%', sm: 400 } }}
        />
        <FormControlLabel control={<Switch checked={showRetired} onChange={(e) => setShowRetired(e.target.checked)} />} label={t('Show retired')} />
      </Stack>
      {units.error ? (
        <ListError error={units.error} onRetry={() => void units.refetch()} />
      ) : (
        <EquipmentTable kind={kind} list={units.data} loading={units.isFetching} page={page} onPageChange={setPage} onEdit={setEditing} />
      )}
      {editing && <EquipmentDialog kind={kind} unit={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}
