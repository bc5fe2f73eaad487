import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Offer } from '@portal/domain/offers/offer-schemas';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { formatMoney } from '../../../lib/format';
import { translateApiMessage } from '../../../lib/translate-message';
import { BROKER_STATUS_LABELS, OFFER_STATUS_COLORS, OFFER_STATUS_LABELS } from '../lib/offer-labels';
import { OfferActions } from './offer-actions';
import { OfferHistory } from './offer-history';

const TIER_COLORS = { top: 'success', good: 'primary', atRisk: 'warning', notRated: 'default' } as const;

/** The carrier's score card tier and compliance, as the brokerage weighs its offer. */
function Standing({ standing }: { standing: NonNullable<Offer['standing']> }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Chip size="small" variant="outlined" color={TIER_COLORS[standing.tier]} label={t('Score card: {{tier}}', { tier: t(standing.tierLabel) })} />
        <Chip size="small" variant="outlined" color={standing.compliant ? 'success' : 'error'} label={standing.compliant ? t('Compliant') : t('Not compliant')} />
      </Box>
      {standing.complianceReasons.map((reason) => (
        <Typography key={reason.code} variant="caption" color="error.main">
          {translateApiMessage(reason)}
        </Typography>
      ))}
    </Box>
  );
}

/** One carrier's negotiation on a load: the rate on the table, whose turn, the deadline, the rounds and the caller's moves. */
export function OfferCard({ offer, side }: { offer: Offer; side: 'Carrier' | 'Broker' }) {
  const { t } = useTranslation();
  const labels = side === 'Broker' ? BROKER_STATUS_LABELS : OFFER_STATUS_LABELS;
  const live = offer.status === 'Offered' || offer.status === 'Countered';
  return (
    <Paper variant="outlined" component="article" aria-labelledby={`offer-${offer.id}-title`} data-testid="offer-card" sx={{ p: 2, display: 'grid', gap: 1.25, alignContent: 'start' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={`offer-${offer.id}-title`} component="h3" variant="subtitle1" sx={{ fontWeight: 600, flex: 1, minWidth: 160 }}>
          {side === 'Broker' ? offer.carrier.name : t('Your offer on shipment {{number}}', { number: offer.shipmentNumber })}
        </Typography>
        <Chip size="small" color={OFFER_STATUS_COLORS[offer.status]} label={t(labels[offer.status])} data-testid="offer-status" />
      </Box>
      {side === 'Broker' && offer.standing && <Standing standing={offer.standing} />}
      <Typography id={`offer-${offer.id}-rate`} variant="h6" component="p" data-testid="offer-rate">
        {formatMoney(offer.rate)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('Round {{rounds}} of {{max}}', { rounds: offer.rounds, max: offer.maxRounds })}
        {live && ` · ${t('Valid until {{time}}', { time: formatDateTimeWithZone(offer.validUntil) })}`}
        {offer.status === 'Accepted' && offer.confirmBy && ` · ${t('Confirm by {{time}}', { time: formatDateTimeWithZone(offer.confirmBy) })}`}
      </Typography>
      <OfferHistory offer={offer} />
      <OfferActions offer={offer} />
    </Paper>
  );
}
