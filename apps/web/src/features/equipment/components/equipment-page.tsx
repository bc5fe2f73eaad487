import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { EquipmentKind, EquipmentUnit } from '@portal/domain/equipment/equipment-schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/freight/page-header';
import { ListError } from '../../../components/list-layout/list-states';
import { SearchToggleBar, useSearchedPages } from '../../../components/list-layout/search-toggle-bar';
import { paths } from '../../../config/paths';
import { useEquipment } from '../api/get-equipment';
import { EquipmentDialog } from './equipment-dialog';
import { EquipmentTable } from './equipment-table';
import { useTranslation } from '../../../i18n/use-translation';

/** /equipment/trailers and /equipment/power-units: the company's units, with the totals in service on the tab labels. */
export function EquipmentPage({ kind }: { kind: EquipmentKind }) {
  const { t } = useTranslation();
  const { search, setSearch, q, page, setPage } = useSearchedPages();
  const [showRetired, setShowRetired] = useState(false);
  const [editing, setEditing] = useState<EquipmentUnit | 'new' | null>(null);
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
      <SearchToggleBar
        label={t(kind === 'Trailer' ? 'Search trailers' : 'Search power units')}
        placeholder={t('Unit number, VIN, plate, make or model')}
        search={search}
        onSearch={setSearch}
        toggleLabel={t('Show retired')}
        toggled={showRetired}
        onToggle={setShowRetired}
      />
      {units.error ? (
        <ListError error={units.error} onRetry={() => void units.refetch()} />
      ) : (
        <EquipmentTable kind={kind} list={units.data} loading={units.isFetching} page={page} onPageChange={setPage} onEdit={setEditing} />
      )}
      {editing && <EquipmentDialog kind={kind} unit={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}
