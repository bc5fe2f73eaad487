import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMiles, formatWeight, type PlaceText } from './freight-format';
import { LaneTitle } from './lane-title';
import { PickupColumn, ShipmentNumberLine } from './load-card-parts';
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
            <ShipmentNumberLine shipmentNumber={load.shipmentNumber}>{badges}</ShipmentNumberLine>
            <LaneTitle origin={load.origin} destination={load.destination} variant="subtitle1" component="span" />
          </Box>
          <PickupColumn load={load} facts={[t(load.equipmentMode), t(load.shippingMode), load.isPartial ? t('Partial') : null, formatMiles(load.miles), formatWeight(load.weight)].filter(Boolean).join(' · ')} />
          {aside}
        </Box>
      </CardActionArea>
    </Paper>
  );
}
