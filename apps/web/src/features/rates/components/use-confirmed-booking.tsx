import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useState, type ReactNode } from 'react';
import type { BrokerShipment } from '@portal/domain/rates/broker-booking-schemas';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { notify } from '../../../lib/notify';
import { useBookRate, type BookableRate } from '../api/book-rate';
import { useAutomaticTenderingStatus } from '../api/get-automatic-tendering-status';
import { BookConfirmDialog } from './book-confirm-dialog';
import { useTranslation } from '../../../i18n/use-translation';
import { codedTexts, translateApiMessage } from '../../../lib/translate-message';

export interface ConfirmedBooking {
  /** Asks first (the confirmation dialog), then books. */
  onBook: (rate: BookableRate) => void;
  /** The quote being booked; its button reads Booking… and the others wait. */
  bookingQuoteId: string | null;
  /** Why the last booking did not go through, when it did not. */
  refusal: ReactNode;
  dialog: ReactNode;
}

/** Booking a rate of the shipment, from any list on the page: the confirmation, the call and a refusal's messages. */
export function useConfirmedBooking(shipment: BrokerShipment): ConfirmedBooking {
  const { t } = useTranslation();
  const book = useBookRate(shipment.id);
  const [refusal, setRefusal] = useState<string[] | null>(null);
  const [confirming, setConfirming] = useState<BookableRate | null>(null);
  const tendering = shipment.status.value === ShipmentStatus.Tendering;
  const tenderingStatus = useAutomaticTenderingStatus(shipment.id, tendering);
  const confirmBook = (rate: BookableRate) => {
    book.mutate(rate, {
      onSuccess: (answer) => {
        setConfirming(null);
        if (answer.bookingSucceeded) notify.success(`Shipment ${shipment.shipmentNumber} booked with ${rate.carrierName ?? 'the carrier'}`);
        else setRefusal(codedTexts(answer.errorMessages, answer.errorMessageCodes).map((message) => translateApiMessage(message)));
      },
    });
  };
  return {
    onBook: (rate) => {
      setRefusal(null);
      setConfirming(rate);
    },
    bookingQuoteId: book.isPending ? (book.variables?.quoteId ?? null) : null,
    refusal: refusal && (
      <Alert severity="error" onClose={() => setRefusal(null)} data-testid="booking-refusal">
        <AlertTitle>{t('The booking did not go through')}</AlertTitle>
        {refusal.map((message) => (
          <div key={message}>{message}</div>
        ))}
      </Alert>
    ),
    dialog: confirming && (
      <BookConfirmDialog
        shipmentNumber={shipment.shipmentNumber}
        carrierName={confirming.carrierName ?? t('the carrier')}
        price={confirming.price}
        tendering={tendering}
        tenderedCarrier={tenderingStatus.data?.current?.carrierName ?? null}
        pending={book.isPending}
        onConfirm={() => confirmBook(confirming)}
        onClose={() => setConfirming(null)}
      />
    ),
  };
}
