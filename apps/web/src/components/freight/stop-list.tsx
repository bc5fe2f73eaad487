import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTimeWithZone } from '../../lib/date-time';
import { formatWindow } from './freight-format';
import type { StopView } from '@portal/domain/load-board/freight-schemas';
import { useTranslation } from '../../i18n/use-translation';

/**
 * The stops of a load in order, each window shown in the stop's own time zone
 * ('MM/DD/YYYY h:mm a z').
 */
export function StopList({ stops }: { stops: readonly StopView[] }) {
  const { t } = useTranslation();
  if (stops.length === 0) return <Typography color="text.secondary">{t('No stops on this load.')}</Typography>;
  const last = stops.length - 1;
  return (
    <Box component="ol" aria-label={t('Stops')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {stops.map((stop, index) => {
        const isPickup = stop.stopType.toLowerCase().startsWith('pick');
        return (
          <Box component="li" key={stop.shipmentStopId} sx={{ display: 'flex', gap: 1.5, pb: index === last ? 0 : 2, position: 'relative' }}>
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', flexShrink: 0 }}>
              <Box
                aria-hidden
                sx={{
                  width: 28,
                  height: 28,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  fontSize: 13,
                  fontWeight: 700,
                  color: index === 0 ? 'success.contrastText' : index === last ? 'error.contrastText' : 'primary.contrastText',
                  bgcolor: index === 0 ? 'success.main' : index === last ? 'error.main' : 'primary.main',
                }}
              >
                {index + 1}
              </Box>
              {index !== last && <Box aria-hidden sx={{ flex: 1, width: 2, bgcolor: 'divider', mt: 0.5 }} />}
            </Box>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                <Chip size="small" label={isPickup ? t('Pickup') : t('Delivery')} color={isPickup ? 'success' : 'error'} variant="outlined" />
                <Typography sx={{ fontWeight: 600 }}>{stop.name}</Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
                {[stop.address.address1, `${stop.address.city}, ${stop.address.state} ${stop.address.postalCode}`].filter(Boolean).join(' · ')}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                <Box component="span" sx={{ color: 'text.secondary' }}>{t('Window:')} </Box>
                {formatWindow(stop.early, stop.late, stop.ianaTimezone)}
              </Typography>
              {stop.appointment && (
                <Typography variant="body2">
                  <Box component="span" sx={{ color: 'text.secondary' }}>{t('Appointment:')} </Box>
                  {formatDateTimeWithZone(stop.appointment, stop.ianaTimezone)}
                </Typography>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
