import Chip, { type ChipProps } from '@mui/material/Chip';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { StatusValue } from '@portal/domain/shipments/shipment-schemas';
import { useTranslation } from '../../../i18n/use-translation';

const COLORS: Partial<Record<number, ChipProps['color']>> = {
  [ShipmentStatus.Voided]: 'error',
  [ShipmentStatus.ReadyToBook]: 'info',
  [ShipmentStatus.Tendering]: 'info',
  [ShipmentStatus.Booked]: 'primary',
  [ShipmentStatus.Dispatched]: 'secondary',
  [ShipmentStatus.InTransit]: 'warning',
  [ShipmentStatus.AtStop]: 'warning',
  [ShipmentStatus.Delivered]: 'success',
  [ShipmentStatus.DeliveryConfirmed]: 'success',
};

export function StatusChip({ status, size = 'small' }: { status: StatusValue; size?: ChipProps['size'] }) {
  const { t } = useTranslation();
  const color = COLORS[status.value] ?? 'default';
  return (
    <Chip
      data-testid="shipment-status"
      label={t(status.displayName)}
      size={size}
      color={color}
      variant={status.value === ShipmentStatus.DeliveryConfirmed || status.value === ShipmentStatus.Voided ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600 }}
    />
  );
}
