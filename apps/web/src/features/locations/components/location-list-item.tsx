import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Location } from '@portal/domain/locations/location-schemas';
import { Link } from 'react-router';
import { DockStatusChip } from '../../../components/dock-status-chip';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { formatPhone } from '../../../lib/phone';

const COLUMNS = { xs: '1fr', md: 'minmax(220px, 1.4fr) minmax(180px, 1fr) 150px minmax(260px, 1.6fr)' };

function addressLine(location: Location): string {
  return `${location.city}, ${location.province} ${location.postalCode} ${location.country}`;
}

/** Column titles over the wide list. */
export function LocationListHeader() {
  const { t } = useTranslation();
  return (
    <Box
      aria-hidden
      sx={{ display: 'grid', gridTemplateColumns: COLUMNS, gap: 2, px: 2, pb: 1, color: 'text.secondary', typography: 'caption', fontWeight: 600, textTransform: 'uppercase' }}
    >
      <span>{t('Location')}</span>
      <span>{t('Address')}</span>
      <span>{t('Phone')}</span>
      <span>{t('Docks')}</span>
    </Box>
  );
}

/** One location: a row on wide screens, a card on phones; both open the edit page. */
export function LocationListItem({ location, compact }: { location: Location; compact: boolean }) {
  const { t } = useTranslation();
  const docks = (
    <Stack spacing={0.5} sx={{ minWidth: 0, alignItems: 'flex-start' }}>
      <DockStatusChip label={t('Shipping')} status={location.dockStatus?.shipping} />
      <DockStatusChip label={t('Receiving')} status={location.dockStatus?.receiving} />
    </Stack>
  );
  const title = (
    <Box sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {location.name}
        </Typography>
        {location.isPrimaryLocation && <Chip size="small" color="primary" label={t('Primary')} />}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {location.locationNumber} · {t(location.locationType)}
      </Typography>
    </Box>
  );
  return (
    <Card variant="outlined">
      <CardActionArea component={Link} to={paths.locations.edit.getHref(location.id)} aria-label={`${location.name}, ${location.locationNumber}`}>
        {compact ? (
          <Stack spacing={1} sx={{ p: 1.5 }}>
            {title}
            <Typography variant="body2">
              {location.addressLine1}
              <br />
              {addressLine(location)}
            </Typography>
            {location.phoneNumbers[0] && <Typography variant="body2">{formatPhone(location.phoneNumbers[0])}</Typography>}
            {docks}
          </Stack>
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: COLUMNS, gap: 2, alignItems: 'center', px: 2, py: 1.25 }}>
            {title}
            <Typography variant="body2" sx={{ minWidth: 0 }}>
              {location.addressLine1}
              <br />
              {addressLine(location)}
            </Typography>
            <Typography variant="body2">{location.phoneNumbers[0] ? formatPhone(location.phoneNumbers[0]) : '—'}</Typography>
            {docks}
          </Box>
        )}
      </CardActionArea>
    </Card>
  );
}
