import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Offer } from '@portal/domain/offers/offer-schemas';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useTranslation } from '../../../i18n/use-translation';
import { notifySuccessOf } from '../../../lib/notify';
import { answerMessageOf } from '../../../lib/translate-message';
import { useAcceptOffer } from '../api/accept-offer';
import { useConfirmOffer } from '../api/confirm-offer';
import { useCounterOffer } from '../api/counter-offer';
import { useDeclineOffer } from '../api/decline-offer';
import { ACTION_LABELS } from '../lib/offer-labels';
import { OfferForm } from './offer-form';

/** The moves the caller may make on a negotiation now (the server said which); a counter opens its form. */
export function OfferActions({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const [countering, setCountering] = useState(false);
  const navigate = useNavigate();
  const accept = useAcceptOffer(offer.id);
  const decline = useDeclineOffer(offer.id);
  const confirm = useConfirmOffer(offer.id);
  const counter = useCounterOffer(offer.id);
  const pending = accept.isPending || decline.isPending || confirm.isPending || counter.isPending;
  if (offer.actions.length === 0) return null;

  const run = (mutation: Promise<{ message: string; messageCode?: string; messageParams?: Record<string, string | number> }>) => notifySuccessOf(mutation, answerMessageOf);
  const label = (action: keyof typeof ACTION_LABELS) => t(ACTION_LABELS[action]);
  const described = { 'aria-describedby': `offer-${offer.id}-rate` };

  if (countering) {
    return (
      <OfferForm
        idPrefix={`counter-${offer.id}`}
        submitLabel={t('Send counter-offer')}
        pending={counter.isPending}
        onCancel={() => setCountering(false)}
        onSubmit={async (terms) => {
          const pendingCounter = counter.mutateAsync(terms);
          run(pendingCounter);
          await pendingCounter;
          setCountering(false);
        }}
      />
    );
  }
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {offer.actions.includes('confirm') && (
        <Button
          variant="contained"
          color="success"
          disabled={pending}
          // Booked: the load is the carrier's shipment now, no longer a board load.
          onClick={() => {
            const booking = confirm.mutateAsync();
            run(booking);
            booking.then(() => navigate(paths.shipments.detail.getHref(offer.shipmentNumber)), () => undefined);
          }}
          {...described}
        >
          {label('confirm')}
        </Button>
      )}
      {offer.actions.includes('accept') && (
        <Button variant="contained" disabled={pending} onClick={() => run(accept.mutateAsync())} {...described}>
          {label('accept')}
        </Button>
      )}
      {offer.actions.includes('counter') && (
        <Button variant="outlined" disabled={pending} onClick={() => setCountering(true)} {...described}>
          {label('counter')}
        </Button>
      )}
      {offer.actions.includes('decline') && (
        <Button color="error" disabled={pending} onClick={() => run(decline.mutateAsync(undefined))} {...described}>
          {label('decline')}
        </Button>
      )}
    </Box>
  );
}
