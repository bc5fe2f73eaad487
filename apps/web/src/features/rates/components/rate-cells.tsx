import Typography from '@mui/material/Typography';
import type { UnifiedRate } from '@portal/domain/rates/rate-schemas';
import { formatDollars } from '../../../components/freight/freight-format';
import { formatDateTimeWithZone } from '../../../lib/date-time';

/** A per-mile rate reads '$2.10/mi'; a flat one is the amount. */
export function rateText(rate: UnifiedRate): string {
  return rate.chargeRateType === 'PerMile' ? `${formatDollars(rate.rate)}/mi` : formatDollars(rate.rate);
}

export function serviceDaysText(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

export function expiryText(rate: UnifiedRate): string {
  return rate.quoteExpiresAt ? formatDateTimeWithZone(rate.quoteExpiresAt) : 'No expiry';
}

/** The carrier's on-time record: share of delivered shipments on time, and how many were delivered. */
export function OnTimeRecord({ rate }: { rate: UnifiedRate }) {
  if (rate.onTimePercent === null) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        No deliveries yet
      </Typography>
    );
  }
  return (
    <Typography component="span" variant="body2">
      {rate.onTimePercent}% on time{' '}
      <Typography component="span" variant="body2" color="text.secondary">
        ({rate.deliveredCount} delivered)
      </Typography>
    </Typography>
  );
}
