import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Offer } from '@portal/domain/offers/offer-schemas';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { formatMoney } from '../../../lib/format';
import { ROUND_LABELS } from '../lib/offer-labels';

/** The rounds of a negotiation, oldest first: who did what, at which rate, with the note. */
export function OfferHistory({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  return (
    <Box component="ol" aria-label={t('Rounds')} sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
      {offer.history.map((round, index) => (
        <Typography component="li" variant="body2" key={index}>
          {t('{{party}} {{action}} {{rate}}', { party: round.party === 'Carrier' ? offer.carrier.name : t('Broker'), action: t(ROUND_LABELS[round.kind]), rate: round.rate === null ? '' : formatMoney(round.rate) })}
          <Typography component="span" variant="caption" color="text.secondary">
            {' · '}
            {formatDateTimeWithZone(round.at)}
          </Typography>
          {round.note && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', fontStyle: 'italic' }}>
              “{round.note}”
            </Typography>
          )}
        </Typography>
      ))}
    </Box>
  );
}
