import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LocationDetail } from '@portal/domain/locations/location-schemas';
import { Link, useNavigate } from 'react-router';
import { CenteredMessage } from '../../../components/centered-message';
import { DockStatusChip } from '../../../components/dock-status-chip';
import { ListError } from '../../../components/list-layout/list-states';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-client';
import { useLocation } from '../api/get-location';
import { DockScheduleEditor } from './dock-schedule-editor';
import { EdiCodesSection } from './edi-codes-section';
import { LocationForm } from './location-form';
import { LocationSection } from './location-section';
import { useLocationForm } from './use-location-form';
import { useTranslation } from '../../../i18n/use-translation';

/** /locations/{id}/edit: the location's details, its dock hours and its customers' EDI codes. */
export function EditLocationPage({ locationId }: { locationId: number }) {
  const { t } = useTranslation();
  const location = useLocation(locationId);
  if (location.isPending) return <Skeleton variant="rounded" height={420} sx={{ m: 3 }} role="progressbar" aria-label={t('Loading location')} />;
  if (location.error) {
    if (isApiError(location.error) && location.error.status === 404) return <CenteredMessage title={t('Location not found')} description={t('It may have been removed, or it belongs to another company.')} />;
    return <ListError error={location.error} onRetry={() => void location.refetch()} />;
  }
  return <EditLocation key={location.data.id} location={location.data} />;
}

function EditLocation({ location }: { location: LocationDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useLocationForm({ location, onSaved: () => undefined });
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 1100 }}>
      <Button component={Link} to={paths.locations.getHref()} startIcon={<ArrowBack />} size="small" sx={{ mb: 1 }}>
        {t('Locations')}
      </Button>
      <Box sx={{ mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {location.name}
        </Typography>
        <Typography color="text.secondary">
          {location.locationNumber} · {location.city}, {location.province} {location.postalCode} {location.country}
          {location.ianaTimezone ? ` · ${location.ianaTimezone}` : ''}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }} data-testid="location-dock-status">
          <DockStatusChip label={t('Shipping')} status={location.dockStatus?.shipping} />
          <DockStatusChip label={t('Receiving')} status={location.dockStatus?.receiving} />
        </Stack>
      </Box>
      <LocationSection title={t('Details')}>
        <LocationForm state={state} submitLabel={t('Save location')} onCancel={() => void navigate(paths.locations.getHref())} />
      </LocationSection>
      <LocationSection title={t('Dock hours')} subtitle={t("Each day's hours for shipping and for receiving, in the location's time zone. An end of 23:59 means through midnight.")}>
        <DockScheduleEditor location={location} />
      </LocationSection>
      <LocationSection title={t('EDI codes')} subtitle={t('The location codes a customer sends in its EDI tenders, mapped to this location. A code names one location per customer.')}>
        <EdiCodesSection location={location} />
      </LocationSection>
    </Box>
  );
}
