import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { BrokerShipment } from '@portal/domain/rates/broker-booking-schemas';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { formatDollars } from '../../../components/freight/freight-format';
import { paths } from '../../../config/paths';
import { errorMessages, notify } from '../../../lib/notify';
import { useAutomaticTenderingStatus } from '../api/get-automatic-tendering-status';
import { useBrokerShipment } from '../api/get-broker-shipment';
import { useRescindBooking } from '../api/rescind-booking';
import { useVoidShipment } from '../api/void-shipment';
import { ConfirmReasonDialog } from './confirm-reason-dialog';
import { MaxBuyForm } from './max-buy-form';
import { OriginationField } from './origination-field';
import { TenderDialog } from './tender-dialog';
import { TenderingStatus } from './tendering-status';
import { useTranslation } from '../../../i18n/use-translation';
import { answerMessageOf } from '../../../lib/translate-message';

export interface BrokerShipmentActionsProps {
  shipmentId: number;
  shipmentNumber: string;
}

type Open = 'tender' | 'rescind' | 'void' | null;

/** Statuses with something to rescind: a running tender, or a booking not yet on the road. */
const RESCINDABLE: readonly number[] = [ShipmentStatus.Tendering, ShipmentStatus.Booked];

/** Statuses a shipment may still be voided in: up to Booked (later it is on the road). */
const VOIDABLE: readonly number[] = [ShipmentStatus.Draft, ShipmentStatus.ReadyToBook, ShipmentStatus.Tendering, ShipmentStatus.Booked];

function BookingSummary({ shipment }: { shipment: BrokerShipment }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t('Booking')}
        </Typography>
        <Chip size="small" color={shipment.status.value === ShipmentStatus.Booked ? 'success' : 'default'} label={t(shipment.status.displayName)} data-testid="booking-status" />
      </Stack>
      <Typography variant="body2">
        {shipment.carrier ? (
          <>
            {t('Booked with')} <strong>{shipment.carrier.name}</strong> {t('at {{rate}}', { rate: formatDollars(shipment.rate) })}
            {shipment.bookedRateType ? ` (${t(shipment.bookedRateType)})` : ''}
          </>
        ) : (
          t('No carrier booked yet')
        )}
      </Typography>
    </Stack>
  );
}

function ActionButtons({ status, shipmentNumber, onOpen }: { status: number; shipmentNumber: string; onOpen: (open: Open) => void }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button component={RouterLink} to={paths.rates.shipmentRate.getHref('all', shipmentNumber)} variant="outlined">
        {t('Shop rates')}
      </Button>
      <Button variant="contained" disabled={status !== ShipmentStatus.ReadyToBook} onClick={() => onOpen('tender')}>
        {t('Tender')}
      </Button>
      <Button color="warning" variant="outlined" disabled={!RESCINDABLE.includes(status)} onClick={() => onOpen('rescind')}>
        {t('Rescind')}
      </Button>
      <Button color="error" variant="outlined" disabled={!VOIDABLE.includes(status)} onClick={() => onOpen('void')}>
        {t('Void')}
      </Button>
    </Stack>
  );
}

function ChangeDialogs({ open, shipmentId, shipmentNumber, status, onClose }: BrokerShipmentActionsProps & { open: Open; status: number; onClose: () => void }) {
  const { t } = useTranslation();
  const rescind = useRescindBooking(shipmentId);
  const tendering = status === ShipmentStatus.Tendering;
  const tenderingStatus = useAutomaticTenderingStatus(shipmentId, tendering && open === 'rescind');
  const voiding = useVoidShipment(shipmentId);
  const done = (answer: { message: string }) => {
    notify.success(answerMessageOf(answer));
    onClose();
  };
  if (open === 'tender') return <TenderDialog shipmentId={shipmentId} shipmentNumber={shipmentNumber} onClose={onClose} />;
  if (open === 'rescind' && tendering) {
    const carrier = tenderingStatus.data?.current?.carrierName;
    return (
      <ConfirmReasonDialog
        title={t('Rescind the running tender of shipment {{shipmentNumber}}?', { shipmentNumber })}
        consequence={
          carrier
            ? t('{{carrier}} can no longer accept it; tendering stops and the shipment returns to Ready to Book.', { carrier })
            : t('The tendered carrier can no longer accept it; tendering stops and the shipment returns to Ready to Book.')
        }
        confirmLabel={t('Rescind tender')}
        reasonHelp={t('Kept in the shipment activity')}
        pending={rescind.isPending}
        onConfirm={(reason) => rescind.mutate(reason, { onSuccess: done })}
        onClose={onClose}
      />
    );
  }
  if (open === 'rescind') {
    return (
      <ConfirmReasonDialog
        title={t('Rescind the booking of shipment {{shipmentNumber}}?', { shipmentNumber })}
        consequence={t('The carrier is told and loses the load; the shipment returns to Ready to Book.')}
        confirmLabel={t('Rescind booking')}
        pending={rescind.isPending}
        onConfirm={(reason) => rescind.mutate(reason, { onSuccess: done })}
        onClose={onClose}
      />
    );
  }
  if (open === 'void') {
    return (
      <ConfirmReasonDialog
        title={t('Void shipment {{shipmentNumber}}?', { shipmentNumber })}
        consequence={t('The shipment is cancelled: open tenders are withdrawn and a booked carrier is told. This cannot be undone.')}
        confirmLabel={t('Void shipment')}
        pending={voiding.isPending}
        onConfirm={(reason) => voiding.mutate(reason, { onSuccess: done })}
        onClose={onClose}
      />
    );
  }
  return null;
}

/**
 * The broker's actions on one shipment: shop rates, tender (one carrier or a ranked list), the
 * automatic tendering status, rescind, void, max buy and origination. Route modules render it where a
 * shipment is shown to a broker (the rate comparison, the order preview's shipmentActions slot).
 */
export function BrokerShipmentActions({ shipmentId, shipmentNumber }: BrokerShipmentActionsProps) {
  const { t } = useTranslation();
  const booking = useBrokerShipment(shipmentId);
  const [open, setOpen] = useState<Open>(null);
  if (booking.isPending) return <Typography color="text.secondary">{t('Loading the booking…')}</Typography>;
  if (booking.isError) return <Alert severity="error">{errorMessages(booking.error).join(' ')}</Alert>;
  const shipment = booking.data;
  const status = shipment.status.value;

  return (
    <Card variant="outlined" component="section" aria-label={t('Actions for shipment {{shipmentNumber}}', { shipmentNumber })} data-testid="broker-shipment-actions">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', md: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, gap: 1.5 }}>
            <BookingSummary shipment={shipment} />
            <ActionButtons status={status} shipmentNumber={shipmentNumber} onOpen={setOpen} />
          </Stack>
          {status === ShipmentStatus.Tendering && <TenderingStatus shipmentId={shipmentId} />}
          <Divider />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <MaxBuyForm shipmentId={shipmentId} maxBuy={shipment.maxBuy} />
            <OriginationField shipmentId={shipmentId} origination={shipment.origination} />
          </Stack>
        </Stack>
      </CardContent>
      <ChangeDialogs open={open} shipmentId={shipmentId} shipmentNumber={shipmentNumber} status={status} onClose={() => setOpen(null)} />
    </Card>
  );
}
