import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import { Link } from 'react-router';
import { formatDollars, formatMiles, formatWeight } from '../../../components/freight/freight-format';
import { LaneTitle } from '../../../components/freight/lane-title';
import { paths } from '../../../config/paths';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import type { Tender } from '../types';
import { ExpiryCountdown } from './expiry-countdown';
import { TenderStatusChip } from './tender-status-chip';

/** One tender in the list: lane, shipment, pickup, equipment, rate and time left. A card at every width. */
export function TenderCard({ tender }: { tender: Tender }) {
  const open = tender.status.value === TenderOfferStatus.Sent && !tender.isExpired;
  return (
    <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden', '&:hover': { borderColor: 'primary.light' } }}>
      <CardActionArea component={Link} to={paths.tenders.detail.getHref(tender.id)} aria-label={`Tender ${tender.id}, shipment ${tender.shipmentNumber}`} sx={{ p: 2 }}>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2.2fr) minmax(0, 1.4fr) auto' }, alignItems: 'center' }}>
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
              <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                #{tender.shipmentNumber}
              </Typography>
              <TenderStatusChip tender={tender} />
              {tender.customer && (
                <Typography variant="body2" color="text.secondary" noWrap>
                  {tender.customer.name}
                </Typography>
              )}
            </Stack>
            <LaneTitle origin={tender.origin} destination={tender.destination} variant="subtitle1" component="span" />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">
              <Box component="span" sx={{ color: 'text.secondary' }}>Pickup </Box>
              {formatDateTimeWithZone(tender.pickupEarly)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[tender.equipmentMode, tender.shippingMode, tender.isPartial ? 'Partial' : null, formatMiles(tender.miles), formatWeight(tender.weight)].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
          <Box sx={{ textAlign: { xs: 'left', md: 'right' }, display: 'flex', flexDirection: { xs: 'row', md: 'column' }, justifyContent: 'space-between', alignItems: { xs: 'center', md: 'flex-end' }, gap: 0.5 }}>
            <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
              {formatDollars(tender.rate)}
            </Typography>
            {open ? (
              <ExpiryCountdown expiresAt={tender.expiresAt} />
            ) : (
              <Typography variant="body2" color="text.secondary">
                {tender.respondedAt ? `Answered ${formatDateTimeWithZone(tender.respondedAt)}` : tender.isExpired ? 'Expired' : ''}
              </Typography>
            )}
          </Box>
        </Box>
      </CardActionArea>
    </Paper>
  );
}
