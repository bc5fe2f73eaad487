import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SharedLoad } from '@portal/domain/share-links/share-link-schemas';
import { LazyLaneMap } from '../../../components/lane-map/lazy-lane-map';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { useSharedLoad } from '../api/get-shared-load';

function Facts({ load }: { load: SharedLoad }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('Status'), load.status],
    [
      t('Last position'),
      load.lastPosition
        ? `${load.lastPosition.latitude.toFixed(3)}, ${load.lastPosition.longitude.toFixed(3)}${load.lastPosition.at ? ` · ${formatDateTimeWithZone(load.lastPosition.at)}` : ''}`
        : load.positionShared
          ? t('No position reported yet')
          : t('The carrier does not share the position of this load'),
    ],
    [t('ETA at the next stop'), load.eta ? formatDateTimeWithZone(load.eta) : t('Not available')],
    [t('Link works until'), formatDateTimeWithZone(load.expiresAt)],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A load opened through its share link: number, status, stop cities, last position and ETA on the map. */
export function SharedLoadView({ token }: { token: string }) {
  const { t } = useTranslation();
  const shared = useSharedLoad(token);
  if (shared.isPending) return <Skeleton variant="rounded" height={360} role="progressbar" aria-label={t('Loading')} />;
  if (!shared.data) {
    return (
      <Alert severity="warning" role="alert">
        {t('This link is not valid, has expired or was revoked')}
      </Alert>
    );
  }
  const load = shared.data;
  const points = load.stops.map((stop) => ({ stopNumber: stop.stopNumber, stopType: stop.stopType, label: `${stop.city}, ${stop.state}`, latitude: stop.latitude, longitude: stop.longitude }));
  const extra = load.lastPosition ? [{ label: t('Truck'), latitude: load.lastPosition.latitude, longitude: load.lastPosition.longitude }] : [];
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('Shipment {{number}}', { number: load.shipmentNumber })}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2 }}>
        <LazyLaneMap points={points} extra={extra} height={320} label={t('Route and last position of shipment {{number}}', { number: load.shipmentNumber })} />
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="shared-facts-title" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2 }}>
        <Typography id="shared-facts-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('Tracking')}
        </Typography>
        <Facts load={load} />
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="shared-stops-title" sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 2 }}>
        <Typography id="shared-stops-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {t('Stops')}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {load.stops.map((stop) => (
            <li key={stop.stopNumber}>
              <Typography variant="body2">
                {stop.stopType === 'Pickup' ? t('Pickup') : t('Dropoff')} · {stop.city}, {stop.state}
              </Typography>
            </li>
          ))}
        </Box>
      </Paper>
    </Stack>
  );
}
