import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';
import { useOffers } from '../api/get-offers';
import { OfferCard } from './offer-card';

/**
 * The carriers' offers on one load, side by side, for its brokerage (the broker whose load it is and
 * the brokerage's staff): each with the carrier's score card tier and compliance, and the moves
 * open now. Nothing is shown to anyone else, nor when no carrier has offered.
 */
export function LoadOffersPanel({ shipmentId }: { shipmentId: number }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const brokerage = !!user && (user.isBroker || user.isBrokerage);
  const offers = useOffers({ shipmentId }, brokerage);
  const list = offers.data?.data ?? [];
  if (!brokerage || list.length === 0) return null;
  const waiting = list.filter((offer) => offer.awaiting === 'Broker').length;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="load-offers-title" data-testid="load-offers" sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: 2, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="load-offers-title" variant="h6" component="h2">
          {t('Carrier offers ({{count}})', { count: list.length })}
        </Typography>
        {waiting > 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('{{count}} waiting for your answer', { count: waiting })}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0,1fr)', md: 'repeat(auto-fill, minmax(280px, 1fr))' } }}>
        {list.map((offer) => (
          <OfferCard key={offer.id} offer={offer} side="Broker" />
        ))}
      </Box>
    </Paper>
  );
}
