import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ORDER_ORIGINATIONS, type OrderOrigination } from '@portal/domain/orders/modes';
import { notify } from '../../../lib/notify';
import { useUpdateOrigination } from '../api/update-origination';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';
import { answerMessageOf } from '../../../lib/translate-message';

const LABELS: Record<OrderOrigination, string> = { Portal: msg('Portal'), TmsContract: msg('TMS contract'), TmsSpot: msg('TMS spot') };

/** The order's origination type; a choice saves at once (a select has nothing to type). */
export function OriginationField({ shipmentId, origination }: { shipmentId: number; origination: OrderOrigination | null }) {
  const { t } = useTranslation();
  const update = useUpdateOrigination(shipmentId);
  return (
    <TextField
      select
      size="small"
      label={t('Origination')}
      value={origination ?? ''}
      disabled={update.isPending || origination === null}
      onChange={(event) => update.mutate(event.target.value as OrderOrigination, { onSuccess: (answer) => notify.success(answerMessageOf(answer)) })}
      helperText={origination === null ? t('The shipment has no order to set it on') : undefined}
      sx={{ minWidth: 180 }}
    >
      {ORDER_ORIGINATIONS.map((value) => (
        <MenuItem key={value} value={value}>
          {t(LABELS[value])}
        </MenuItem>
      ))}
    </TextField>
  );
}
