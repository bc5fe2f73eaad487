import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import type { BrokerShipment } from '@portal/domain/rates/broker-booking-schemas';
import { errorMessages } from '../../../lib/notify';
import type { BookableRate } from '../api/book-rate';
import { useCarrierAnswers } from '../api/get-carrier-answers';
import { CarrierAnswerCards, CarrierAnswerTable } from './carrier-answer-rows';
import { RequestRatesDialog } from './request-rates-dialog';
import { useTranslation } from '../../../i18n/use-translation';

interface CarrierAnswersProps {
  shipment: BrokerShipment;
  /** The shipment is still open for booking: carriers can be asked, and offers booked. */
  canBook: boolean;
  bookingQuoteId: string | null;
  onBook: (rate: BookableRate) => void;
}

/** The carriers asked for a rate on the shipment and their answers side by side, with Request rates to ask more. */
export function CarrierAnswers({ shipment, canBook, bookingQuoteId, onBook }: CarrierAnswersProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const narrow = useMediaQuery('(max-width:899.95px)', { noSsr: true });
  const answers = useCarrierAnswers(shipment.id);
  const [asking, setAsking] = useState(false);
  const list = answers.data ?? [];
  const waiting = new Set(list.filter((answer) => answer.status === 'Sent').map((answer) => answer.carrierId));
  const cheapestId = list.find((answer) => answer.status === 'Offered' && answer.quote !== null)?.id ?? null;
  const rows = { answers: list, cheapestId, canBook, bookingQuoteId, onBook };

  return (
    <Box component="section" aria-labelledby={headingId} data-testid="carrier-answers" sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('Carrier answers')}
        </Typography>
        <Button variant="outlined" disabled={!canBook} onClick={() => setAsking(true)}>
          {t('Request rates')}
        </Button>
      </Stack>
      {answers.isPending ? (
        <Typography color="text.secondary">{t('Loading carrier answers…')}</Typography>
      ) : answers.isError ? (
        <Alert severity="error">{errorMessages(answers.error).join(' ')}</Alert>
      ) : list.length === 0 ? (
        <Typography color="text.secondary">{t('No carrier has been asked for a rate on this shipment yet.')}</Typography>
      ) : narrow ? (
        <CarrierAnswerCards {...rows} />
      ) : (
        <CarrierAnswerTable {...rows} />
      )}
      {asking && <RequestRatesDialog shipmentId={shipment.id} shipmentNumber={shipment.shipmentNumber} waiting={waiting} onClose={() => setAsking(false)} />}
    </Box>
  );
}
