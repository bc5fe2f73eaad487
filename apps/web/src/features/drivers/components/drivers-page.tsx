import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Driver } from '@portal/domain/drivers/driver-schemas';
import { licenceStatus, localToday } from '@portal/domain/drivers/licence-expiry';
import { useState } from 'react';
import { PageHeader } from '../../../components/freight/page-header';
import { QueryPagedList } from '../../../components/list-layout/query-paged-list';
import { SearchToggleBar, useSearchedPages } from '../../../components/list-layout/search-toggle-bar';
import { ProfileAvatar } from '../../../components/people/profile-avatar';
import { notify } from '../../../lib/notify';
import { useDrivers } from '../api/get-drivers';
import { useSetDriverStatus } from '../api/set-driver-status';
import { DriverDialog } from './driver-dialog';
import { SignInLinkActions } from './sign-in-link-actions';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';
import { formatPhone } from '../../../lib/phone';

/** /drivers: the company's drivers with licence warnings and their sign-in links. */
export function DriversPage() {
  const { t } = useTranslation();
  const { search, setSearch, q, page, setPage } = useSearchedPages();
  const [showInactive, setShowInactive] = useState(false);
  const [editing, setEditing] = useState<Driver | 'new' | null>(null);
  const drivers = useDrivers({ q, status: showInactive ? 'All' : 'Active', page });
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1280, mx: 'auto' }}>
      <PageHeader
        title={t('Drivers')}
        subtitle={t('Your drivers. Send a driver a sign-in link to see and update their loads from a phone.')}
        action={
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            {t('Add driver')}
          </Button>
        }
      />
      <SearchToggleBar
        label={t('Search drivers')}
        placeholder={t('Name, e-mail or phone')}
        search={search}
        onSearch={setSearch}
        toggleLabel={t('Show inactive')}
        toggled={showInactive}
        onToggle={setShowInactive}
      />
      <QueryPagedList
        query={drivers}
        label={t('Drivers')}
        page={page}
        onPageChange={setPage}
        emptyText={t('No drivers')}
        getKey={(d) => d.id}
        renderItem={(d) => <DriverRow driver={d} onEdit={setEditing} />}
      />
      {editing && <DriverDialog driver={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}

const LICENCE_CHIP = { Expired: { label: msg('Licence expired'), color: 'error' }, ExpiresSoon: { label: msg('Licence expires soon'), color: 'warning' } } as const;

function DriverRow({ driver, onEdit }: { driver: Driver; onEdit: (driver: Driver) => void }) {
  const { t } = useTranslation();
  const status = useSetDriverStatus();
  const licence = licenceStatus(driver.licenseExpiresOn, localToday(new Date()));
  const chip = licence === 'Expired' || licence === 'ExpiresSoon' ? LICENCE_CHIP[licence] : undefined;
  const toggle = () =>
    status.mutate({ id: driver.id, active: !driver.isActive }, { onSuccess: () => notify.success(`${driver.name} ${driver.isActive ? 'deactivated' : 'reactivated'}`) });
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }} data-testid="driver-row">
      <Box sx={{ display: 'grid', gap: 1.5, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: 'minmax(0,1.3fr) minmax(0,1.3fr) minmax(0,1.2fr) minmax(0,2fr) auto' } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <ProfileAvatar name={driver.name} fileId={driver.fileId} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {driver.name}
            </Typography>
            {!driver.isActive && <Chip size="small" label={t('Inactive')} />}
          </Box>
        </Stack>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2">{driver.mobilePhone ? formatPhone(driver.mobilePhone) : '—'}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {driver.email ?? '—'}
          </Typography>
        </Box>
        <Box>
          <Typography variant="body2">{driver.licenseNumber ? `${driver.licenseNumber}${driver.licenseState ? ` (${driver.licenseState})` : ''}` : '—'}</Typography>
          <Typography variant="caption" color="text.secondary">
            {driver.licenseExpiresOn ? t('Expires {{date}}', { date: driver.licenseExpiresOn }) : t('No expiry on file')}
          </Typography>
          {chip && <Chip size="small" color={chip.color} label={t(chip.label)} sx={{ ml: 0.5 }} />}
        </Box>
        {driver.isActive ? <SignInLinkActions driverId={driver.id} driverName={driver.name} /> : <span />}
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: { md: 'flex-end' } }}>
          {driver.isActive && (
            <Button size="small" onClick={() => onEdit(driver)} aria-label={t('Edit {{name}}', { name: driver.name })}>
              {t('Edit')}
            </Button>
          )}
          <Button size="small" color={driver.isActive ? 'error' : 'primary'} disabled={status.isPending} onClick={toggle} aria-label={driver.isActive ? t('Deactivate {{name}}', { name: driver.name }) : t('Reactivate {{name}}', { name: driver.name })}>
            {driver.isActive ? t('Deactivate') : t('Reactivate')}
          </Button>
        </Stack>
      </Box>
    </Paper>
  );
}
