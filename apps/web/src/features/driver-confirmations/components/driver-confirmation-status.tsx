import Alert from '@mui/material/Alert';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { useSession } from '../../../lib/session';
import { useDriverConfirmation } from '../api/driver-confirmation';

/**
 * What the carrier's office and the brokerage see of know-your-driver: the name and truck the driver
 * confirmed and when, or a warning when pickup is near and nobody has confirmed. Nothing otherwise,
 * and nothing for the customer, who sees the load but not who drives it.
 */
export function DriverConfirmationStatus({ shipmentId, carrierId }: { shipmentId: number; carrierId: number | null }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const reads = !!user && (user.isBrokerage || (carrierId !== null && carrierId === user.companyId));
  const state = useDriverConfirmation(shipmentId, reads);
  const data = state.data;
  if (!data) return null;
  if (data.confirmation) {
    const { confirmedName, truckNumber, confirmedAt } = data.confirmation;
    return (
      <Alert severity="success" variant="outlined" data-testid="driver-confirmation">
        {t('Driver confirmed: {{name}}, truck {{truck}}, {{time}}', { name: confirmedName, truck: truckNumber, time: formatDateTimeWithZone(confirmedAt) })}
      </Alert>
    );
  }
  if (!data.due) return null;
  return (
    <Alert severity="warning" data-testid="driver-confirmation">
      {t('Driver not confirmed')}
    </Alert>
  );
}
