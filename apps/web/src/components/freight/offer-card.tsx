import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTimeWithZone } from '../../lib/date-time';
import { formatMiles, formatWeight, type PlaceText } from './freight-format';
import { LaneTitle } from './lane-title';
import { useTranslation } from '../../i18n/use-translation';

/** The load of an offer, as a card shows it. */
export interface OfferLoad {
  shipmentNumber: string;
  /** With the zone its pickup is read in. */
  origin: PlaceText & { ianaTimezone: string };
  destination: PlaceText;
  pickupEarly: string;
  equipmentMode: string;
  shippingMode: string;
  isPartial: boolean;
  miles: number | null;
  weight: number | null;
}

interface OfferCardProps {
  load: OfferLoad;
  href: string;
  ariaLabel: string;
  /** Beside the shipment number: the status chip and what kind of offer it is. */
  badges: ReactNode;
  /** The right column: the money and what happens next. */
  aside: ReactNode;
}

/** One offer in a list (a tender, a rate request): lane, shipment, pickup, equipment, and its own aside. A card at every width. */
export function OfferCard({ load, href, ariaLabel, badges, aside }: OfferCardProps) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden', '&:hover': { borderColor: 'primary.light' } }}>
      <CardActionArea component={Link} to={href} aria-label={ariaLabel} sx={{ p: 2 }}>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2.2fr) minmax(0, 1.4fr) auto' }, alignItems: 'center' }}>
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
              <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                #{load.shipmentNumber}
              </Typography>
              {badges}
            </Stack>
            <LaneTitle origin={load.origin} destination={load.destination} variant="subtitle1" component="span" />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">
              <Box component="span" sx={{ color: 'text.secondary' }}>{t('Pickup')} </Box>
              {formatDateTimeWithZone(load.pickupEarly, load.origin.ianaTimezone)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[t(load.equipmentMode), t(load.shippingMode), load.isPartial ? t('Partial') : null, formatMiles(load.miles), formatWeight(load.weight)].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
          {aside}
        </Box>
      </CardActionArea>
    </Paper>
  );
}
