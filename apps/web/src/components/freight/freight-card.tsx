import NearMe from '@mui/icons-material/NearMe';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDollars, formatMiles, formatWeight } from './freight-format';
import type { FreightRow } from '@portal/domain/load-board/freight-schemas';
import { LaneTitle } from './lane-title';
import { PickupColumn, ShipmentNumberLine } from './load-card-parts';
import { useTranslation } from '../../i18n/use-translation';

export interface FreightCardProps {
  load: FreightRow;
  href: string;
  /** Where the distances were measured from ('Chicago, IL'), to read '4 mi from Chicago, IL'. */
  originCenter?: string;
  destinationCenter?: string;
  /** Under the main row: Top Picks put their reasons here. */
  footer?: ReactNode;
  /** Passed to the link, e.g. where Back should return. */
  linkState?: unknown;
  /** Leave out the distance line (lists not measured from a searched place). */
  hideDistances?: boolean;
}

/** One load of the board: lane, distances from the search, pickup, equipment, rate and rate per mile. */
export function FreightCard({ load, href, originCenter, destinationCenter, footer, linkState, hideDistances }: FreightCardProps) {
  const { t } = useTranslation();
  const distances = hideDistances ? [] : [
    load.originDistanceMiles !== null ? t('{{distance}} from {{place}}', { distance: formatMiles(load.originDistanceMiles), place: originCenter ?? t('origin') }) : null,
    load.destinationDistanceMiles !== null ? t('{{distance}} from {{place}}', { distance: formatMiles(load.destinationDistanceMiles), place: destinationCenter ?? t('destination') }) : null,
  ].filter(Boolean);
  return (
    <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden', '&:hover': { borderColor: 'primary.light' } }} data-testid="freight-card">
      <CardActionArea component={Link} to={href} state={linkState} aria-label={t('Load {{number}}', { number: load.shipmentNumber })} sx={{ p: 2 }}>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2.2fr) minmax(0, 1.5fr) auto' }, alignItems: 'center' }}>
          <Box sx={{ minWidth: 0 }}>
            <ShipmentNumberLine shipmentNumber={load.shipmentNumber}>
              <Chip size="small" label={t(load.equipmentMode)} variant="outlined" />
              {load.isPartial && <Chip size="small" label={t('Partial')} color="warning" variant="outlined" />}
            </ShipmentNumberLine>
            <LaneTitle origin={load.origin} destination={load.destination} variant="subtitle1" component="span" />
            {distances.length > 0 && (
              <Typography variant="body2" color="primary.dark" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.25, fontWeight: 500 }}>
                <NearMe sx={{ fontSize: 16 }} aria-hidden />
                {distances.join(' · ')}
              </Typography>
            )}
          </Box>
          <PickupColumn load={load} facts={[t(load.shippingMode), formatMiles(load.miles), formatWeight(load.weight)].join(' · ')} />
          <Box sx={{ textAlign: { xs: 'left', md: 'right' }, display: 'flex', flexDirection: { xs: 'row', md: 'column' }, gap: { xs: 1.5, md: 0 }, alignItems: { xs: 'baseline', md: 'flex-end' } }}>
            <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
              {load.rate === null ? t('Rate on request') : formatDollars(load.rate)}
            </Typography>
            {load.ratePerMile !== null && (
              <Typography variant="body2" color="text.secondary">
                {t('{{rate}}/mi', { rate: formatDollars(load.ratePerMile) })}
              </Typography>
            )}
          </Box>
        </Box>
        {footer && <Box sx={{ mt: 1.5 }}>{footer}</Box>}
      </CardActionArea>
    </Paper>
  );
}
