import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { CenteredMessage } from '../../../components/centered-message';
import { FreightCard } from '../../../components/freight/freight-card';
import { cityState, formatWindow } from '../../../components/freight/freight-format';
import { ListError, ListSpinner } from '../../../components/list-layout/list-states';
import { PagedList } from '../../../components/list-layout/paged-list';
import { paths } from '../../../config/paths';
import { notifySuccessOf } from '../../../lib/notify';
import type { LiveEquipment } from '@portal/domain/live-equipment/live-equipment-schemas';
import { PageHeader } from '../../../components/freight/page-header';
import { useDeleteLiveEquipment } from '../api/delete-live-equipment';
import { useLaneMatches } from '../api/get-lane-matches';
import { useLiveEquipment } from '../api/get-live-equipment';
import { PostTruckDialog } from './post-truck-dialog';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

/** /live-equipment: posted trucks (where, when, equipment, desired destinations) and the loads that match each. */
export function LiveEquipmentPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [includeExpired, setIncludeExpired] = useState(false);
  const trucks = useLiveEquipment({ page, includeExpired });
  const [posting, setPosting] = useState(false);

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1280, mx: 'auto' }}>
      <PageHeader
        title={t('Live Equipment')}
        subtitle={t("Post where your trucks will be empty and we'll match them with loads nearby.")}
        action={
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <FormControlLabel control={<Switch checked={includeExpired} onChange={(e) => setIncludeExpired(e.target.checked)} />} label={t('Show expired')} />
            <Button variant="contained" startIcon={<Add />} onClick={() => setPosting(true)}>
              {t('Post a truck')}
            </Button>
          </Stack>
        }
      />
      {trucks.data && trucks.data.totalCount === 0 ? (
        <CenteredMessage
          icon={<LocalShipping />}
          title={t('No trucks posted')}
          description={t('Post a truck with where and when it will be empty to see the loads that fit it.')}
          actions={
            <Button variant="contained" startIcon={<Add />} onClick={() => setPosting(true)}>
              {t('Post a truck')}
            </Button>
          }
        />
      ) : (
        <PagedList
          label={t('Posted trucks')}
          items={trucks.data?.data}
          totalCount={trucks.data?.totalCount ?? 0}
          page={page}
          onPageChange={setPage}
          loading={trucks.isFetching}
          error={trucks.error}
          onRetry={() => void trucks.refetch()}
          getKey={(truck) => truck.id}
          renderItem={(truck) => <TruckCard truck={truck} />}
        />
      )}
      {posting && <PostTruckDialog onClose={() => setPosting(false)} />}
    </Box>
  );
}

function TruckCard({ truck }: { truck: LiveEquipment }) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  const remove = useDeleteLiveEquipment();
  const label = truck.truckNumber ? t('Truck {{number}}', { number: truck.truckNumber }) : t('Truck');
  return (
    <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden' }} data-testid="live-equipment">
      <Box sx={{ p: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 2fr) auto' }, gap: 1.5, alignItems: 'center' }}>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Chip size="small" label={t(truck.equipmentMode)} variant="outlined" />
            {truck.isExpired && <Chip size="small" label={t('Expired')} />}
          </Stack>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {cityState(truck.location)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('Empty {{window}}', { window: formatWindow(truck.availableFrom, truck.availableTo, truck.location.ianaTimezone) })}
          </Typography>
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary">
            {t('Desired destinations')}
          </Typography>
          <Typography variant="body2">
            {truck.desiredDestinations.length === 0 ? t('Anywhere') : truck.desiredDestinations.map((d) => `${cityState(d)} (${d.radiusMiles} mi)`).join(', ')}
          </Typography>
          {truck.notes && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {truck.notes}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
          <Button onClick={() => setOpen((o) => !o)} endIcon={open ? <ExpandLess /> : <ExpandMore />} aria-expanded={open}>
            {t('Lane matches')}
          </Button>
          <Tooltip title={t('Remove posting')}>
            <IconButton
              aria-label={t('Remove {{name}}', { name: label })}
              disabled={remove.isPending}
              onClick={() => notifySuccessOf(remove.mutateAsync(truck.id), () => 'Truck posting removed')}
            >
              <DeleteOutline />
            </IconButton>
          </Tooltip>
        </Stack>
      </Box>
      <Collapse in={open} unmountOnExit>
        <Box sx={{ px: 2, pb: 2, bgcolor: 'background.default', pt: 2, borderTop: 1, borderColor: 'divider' }}>
          <LaneMatches truck={truck} />
        </Box>
      </Collapse>
    </Paper>
  );
}

function LaneMatches({ truck }: { truck: LiveEquipment }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const matches = useLaneMatches(truck.id, page, true);
  const location = useLocation();
  if (matches.isPending) return <ListSpinner />;
  if (matches.error) return <ListError error={matches.error} onRetry={() => void matches.refetch()} />;
  return (
    <PagedList
      label={t('Loads for truck {{number}}', { number: truck.truckNumber ?? truck.id })}
      items={matches.data.data}
      totalCount={matches.data.totalCount}
      totalCountCapped={matches.data.totalCountCapped}
      page={page}
      onPageChange={setPage}
      loading={matches.isFetching}
      emptyText={t('No loads fit this truck right now.')}
      getKey={(load) => load.id}
      renderItem={(load) => (
        <FreightCard
          load={load}
          href={paths.availableFreight.detail.getHref(load.shipmentNumber)}
          linkState={{ from: `${location.pathname}${location.search}`, fromLabel: msg('Live Equipment') }}
          originCenter={t('truck in {{place}}', { place: cityState(truck.location) })}
        />
      )}
    />
  );
}
