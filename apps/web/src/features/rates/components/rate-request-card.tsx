import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { formatDollars, formatMiles, formatWeight } from '../../../components/freight/freight-format';
import { LaneTitle } from '../../../components/freight/lane-title';
import { paths } from '../../../config/paths';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import type { RateRequest } from '../types';
import { RateStatusChip } from './rate-status-chip';

export function RateRequestCard({ request }: { request: RateRequest }) {
  const answered = request.responseRate !== null;
  return (
    <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden', '&:hover': { borderColor: 'primary.light' } }}>
      <CardActionArea component={Link} to={paths.rates.preview.getHref(request.id)} aria-label={`Rate request ${request.id}, shipment ${request.shipmentNumber}`} sx={{ p: 2 }}>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2.2fr) minmax(0, 1.4fr) auto' }, alignItems: 'center' }}>
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
              <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                #{request.shipmentNumber}
              </Typography>
              <RateStatusChip request={request} />
              <Typography variant="body2" color="text.secondary">
                {request.rateType}
              </Typography>
            </Stack>
            <LaneTitle origin={request.origin} destination={request.destination} variant="subtitle1" component="span" />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">
              <Box component="span" sx={{ color: 'text.secondary' }}>Pickup </Box>
              {formatDateTimeWithZone(request.pickupEarly)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[request.equipmentMode, request.shippingMode, request.isPartial ? 'Partial' : null, formatMiles(request.miles), formatWeight(request.weight)].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
          <Box sx={{ textAlign: { xs: 'left', md: 'right' } }}>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {answered ? 'Your rate' : 'Target rate'}
            </Typography>
            <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
              {formatDollars(answered ? request.responseRate : request.targetRate)}
            </Typography>
          </Box>
        </Box>
      </CardActionArea>
    </Paper>
  );
}
