import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { PROBLEM_TYPES, problemBody, proNumberBody, type ProblemBody, type ProNumberBody } from '@portal/domain/shipments/shipment-request-schemas';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { Shipment } from '@portal/domain/shipments/shipment-schemas';
import { useForm } from 'react-hook-form';
import { notify } from '../../../lib/notify';
import { isQueuedWrite, QUEUED_WRITE_MESSAGE } from '../../../lib/offline-writes';
import { useQuickClose } from '../api/quick-close';
import { useReportProblem } from '../api/report-problem';
import { useSetProNumber } from '../api/set-pro-number';
import { CancelBooking } from './cancel-booking-dialog';
import { useTranslation } from '../../../i18n/use-translation';

/** PRO number, reporting a problem, the carrier cancelling its booking before pickup, and the quick closure (offered only on a Delivered load, the one state it is allowed in). */
export function LoadActions({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const close = useQuickClose();
  const delivered = shipment.shipmentStatus.value === ShipmentStatus.Delivered;
  return (
    <Stack spacing={2}>
      <ProNumberForm shipment={shipment} />
      <ProblemForm shipmentId={shipment.id} />
      <CancelBooking shipment={shipment} />
      {delivered && (
        <Box>
          <Button variant="contained" disabled={close.isPending} onClick={() => close.mutate(shipment.id, { onSuccess: () => notify.success(`Shipment ${shipment.shipmentNumber} closed`) })}>
            {t('Quick close')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

function ProNumberForm({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const set = useSetProNumber();
  const form = useForm<ProNumberBody, unknown, { value: string }>({ resolver: zodResolver(proNumberBody), values: { value: shipment.shippingProNumber ?? '' } });
  const submit = form.handleSubmit(({ value }) => set.mutate({ shipmentId: shipment.id, value }, { onSuccess: () => notify.success(`PRO number ${value} saved`) }));
  const error = form.formState.errors.value?.message;
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField {...form.register('value')} label={t('Shipping PRO number')} size="small" fullWidth error={!!error} helperText={error && t(error)} />
        <Button type="submit" variant="outlined" disabled={set.isPending}>
          {t('Save')}
        </Button>
      </Stack>
    </Box>
  );
}

function ProblemForm({ shipmentId }: { shipmentId: number }) {
  const { t } = useTranslation();
  const report = useReportProblem();
  const form = useForm<ProblemBody>({ resolver: zodResolver(problemBody), defaultValues: { problemType: 'Late', description: '' } });
  const submit = form.handleSubmit((body) =>
    report.mutate(
      { shipmentId, body },
      {
        onSuccess: (answer) => {
          if (isQueuedWrite(answer)) notify.info(QUEUED_WRITE_MESSAGE);
          else notify.success('Problem reported');
          form.reset();
        },
      },
    ),
  );
  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="problem-title" sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1.5 }}>
      <Typography id="problem-title" variant="subtitle2" component="h3">
        {t('Report a problem')}
      </Typography>
      <TextField select label={t('Problem')} size="small" value={form.watch('problemType')} onChange={(e) => form.setValue('problemType', e.target.value as ProblemBody['problemType'])}>
        {PROBLEM_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(type)}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...form.register('description')} label={t('What happened')} size="small" multiline minRows={2} error={!!form.formState.errors.description} helperText={form.formState.errors.description?.message && t(form.formState.errors.description.message)} />
      <Box>
        <Button type="submit" variant="outlined" color="warning" disabled={report.isPending}>
          {t('Report problem')}
        </Button>
      </Box>
    </Box>
  );
}
