import Typography from '@mui/material/Typography';
import type { UnifiedRate } from '@portal/domain/rates/rate-schemas';
import { formatDollars } from '../../../components/freight/freight-format';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { useTranslation } from 'react-i18next';
import { i18next } from '../../../i18n/i18n';

/** A per-mile rate reads '$2.10/mi'; a flat one is the amount. */
export function rateText(rate: UnifiedRate): string {
  return rate.chargeRateType === 'PerMile' ? i18next.t('{{rate}}/mi', { rate: formatDollars(rate.rate) }) : formatDollars(rate.rate);
}

export function serviceDaysText(days: number): string {
  return days === 1 ? i18next.t('1 day') : i18next.t('{{count}} days', { count: days });
}

export function expiryText(rate: UnifiedRate): string {
  return rate.quoteExpiresAt ? formatDateTimeWithZone(rate.quoteExpiresAt) : i18next.t('No expiry');
}

/** The carrier's on-time record: share of delivered shipments on time, and how many were delivered. */
export function OnTimeRecord({ rate }: { rate: UnifiedRate }) {
  const { t } = useTranslation();
  if (rate.onTimePercent === null) {
    return (
      <Typography component="span" variant="body2" color="text.secondary">
        {t('No deliveries yet')}
      </Typography>
    );
  }
  return (
    <Typography component="span" variant="body2">
      {t('{{percent}}% on time', { percent: rate.onTimePercent })}{' '}
      <Typography component="span" variant="body2" color="text.secondary">
        ({t('{{count}} delivered', { count: rate.deliveredCount })})
      </Typography>
    </Typography>
  );
}
