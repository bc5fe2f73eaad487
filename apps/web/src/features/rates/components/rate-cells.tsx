import Typography from '@mui/material/Typography';
import type { UnifiedRate } from '@portal/domain/rates/rate-schemas';
import { formatDollars } from '../../../components/freight/freight-format';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { useTranslation } from '../../../i18n/use-translation';
import { translator } from '../../../i18n/i18n';

/** A per-mile rate reads '$2.10/mi'; a flat one is the amount. */
export function rateText(rate: UnifiedRate): string {
  return rate.chargeRateType === 'PerMile' ? translator.t('{{rate}}/mi', { rate: formatDollars(rate.rate) }) : formatDollars(rate.rate);
}

export function serviceDaysText(days: number): string {
  return days === 1 ? translator.t('1 day') : translator.t('{{count}} days', { count: days });
}

export function expiryText(rate: UnifiedRate): string {
  return rate.quoteExpiresAt ? formatDateTimeWithZone(rate.quoteExpiresAt) : translator.t('No expiry');
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
