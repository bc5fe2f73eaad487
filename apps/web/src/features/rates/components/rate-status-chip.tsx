import Chip from '@mui/material/Chip';
import { RateRequestStatus } from '@portal/domain/rates/rate-request-status';
import type { RateRequest } from '@portal/domain/rates/rate-schemas';
import { useTranslation } from '../../../i18n/use-translation';

/** Sent reads 'Open', Offered reads 'Responded'; an expired request reads Expired. */
export function RateStatusChip({ request }: { request: Pick<RateRequest, 'status' | 'isExpired'> }) {
  const { t } = useTranslation();
  if (request.isExpired) return <Chip size="small" label={t('Expired')} variant="outlined" sx={{ fontWeight: 600 }} />;
  switch (request.status.value) {
    case RateRequestStatus.Sent:
      return <Chip size="small" label={t('Open')} color="primary" sx={{ fontWeight: 600 }} />;
    case RateRequestStatus.Offered:
      return <Chip size="small" label={t('Responded')} color="success" sx={{ fontWeight: 600 }} />;
    default:
      return <Chip size="small" label={t(request.status.displayName)} variant="outlined" sx={{ fontWeight: 600 }} />;
  }
}
