import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MAX_OFFER_ROUNDS } from '@portal/domain/offers/offer-rules';
import { useTranslation } from '../../../i18n/use-translation';
import { notifySuccessOf } from '../../../lib/notify';
import { answerMessageOf } from '../../../lib/translate-message';
import { useOffers } from '../api/get-offers';
import { useMakeOffer } from '../api/make-offer';
import { OfferCard } from './offer-card';
import { OfferForm } from './offer-form';

/**
 * The carrier's side of a board load: its offer (rate, until when, a note) or the negotiation it
 * has on the load, with the moves open to it.
 */
export function CarrierOfferPanel({ shipmentNumber }: { shipmentNumber: string }) {
  const { t } = useTranslation();
  const offers = useOffers({ shipmentNumber });
  const make = useMakeOffer();
  const offer = offers.data?.data[0];
  if (offers.isPending || offers.isError) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="carrier-offer-title" data-testid="carrier-offer" sx={{ mt: 2, p: { xs: 1.5, sm: 2.5 }, borderRadius: 2, display: 'grid', gap: 1.5 }}>
      <Typography id="carrier-offer-title" variant="h6" component="h2">
        {offer ? t('Your offer') : t('Make an offer')}
      </Typography>
      {offer ? (
        <OfferCard offer={offer} side="Carrier" />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('Name your rate for this load. The broker may accept, decline or counter; up to {{max}} offers and counters in all.', { max: MAX_OFFER_ROUNDS })}
          </Typography>
          <OfferForm
            idPrefix="new-offer"
            submitLabel={t('Send offer')}
            pending={make.isPending}
            onSubmit={(terms) => {
              const pending = make.mutateAsync({ ...terms, shipmentNumber });
              notifySuccessOf(pending, answerMessageOf);
              return pending;
            }}
          />
        </>
      )}
    </Paper>
  );
}
