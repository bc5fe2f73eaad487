import AccessTime from '@mui/icons-material/AccessTime';
import CallMerge from '@mui/icons-material/CallMerge';
import LocalShipping from '@mui/icons-material/LocalShipping';
import NoteAdd from '@mui/icons-material/NoteAdd';
import Button from '@mui/material/Button';
import type { Order } from '@portal/domain/orders/order-schemas';
import { isOrderEditable } from '@portal/domain/orders/order-views';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import { useState } from 'react';
import { errorMessages, notify } from '../../../lib/notify';
import { answerMessageOf } from '../../../lib/translate-message';
import { useTranslation } from '../../../i18n/use-translation';
import { useCreateShipment } from '../api/create-shipment';
import { ConsolidateDialog } from './consolidate-dialog';
import { EditStopTimesDialog } from './edit-stop-times-dialog';

/** Whether the order travels on another order's shipment (consolidated into it). */
export function travelsOnAnother(order: Order): boolean {
  return order.consolidatedOrderNumbers.length > 0 && order.consolidatedOrderNumbers[0] !== order.orderNumber;
}

/**
 * The order's shipment actions: create the shipment (submitting a Draft, or anew after a void, also
 * as a draft), and while it is not booked, edit its stop times and consolidate other orders into it.
 */
export function OrderShipmentActions({ order }: { order: Order }) {
  const { t } = useTranslation();
  const create = useCreateShipment(order.orderNumber);
  const [dialog, setDialog] = useState<'stops' | 'consolidate' | null>(null);
  const shipment = order.shipment;
  const member = travelsOnAnother(order);
  const noLiveShipment = !shipment || shipment.status.value === ShipmentStatus.Voided;
  const open = !!shipment && isOrderEditable(shipment.status.value);

  const createShipment = async (draft: boolean) => {
    try {
      notify.success(answerMessageOf(await create.mutateAsync(draft)));
    } catch (error) {
      notify.error(errorMessages(error).join(' '));
    }
  };

  return (
    <>
      {!member && (noLiveShipment || shipment.status.value === ShipmentStatus.Draft) && (
        <Button variant="contained" startIcon={<LocalShipping />} onClick={() => void createShipment(false)} disabled={create.isPending}>
          {t('Create shipment')}
        </Button>
      )}
      {!member && noLiveShipment && (
        <Button variant="outlined" startIcon={<NoteAdd />} onClick={() => void createShipment(true)} disabled={create.isPending}>
          {t('Create draft')}
        </Button>
      )}
      {open && (
        <Button variant="outlined" startIcon={<AccessTime />} onClick={() => setDialog('stops')}>
          {t('Edit stop times')}
        </Button>
      )}
      {open && !member && (
        <Button variant="outlined" startIcon={<CallMerge />} onClick={() => setDialog('consolidate')}>
          {t('Consolidate')}
        </Button>
      )}
      {shipment && open && (
        <>
          <EditStopTimesDialog shipmentId={shipment.id} shipmentNumber={shipment.shipmentNumber} open={dialog === 'stops'} onClose={() => setDialog(null)} />
          <ConsolidateDialog shipmentId={shipment.id} shipmentNumber={shipment.shipmentNumber} open={dialog === 'consolidate'} onClose={() => setDialog(null)} />
        </>
      )}
    </>
  );
}
