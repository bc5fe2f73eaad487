import Chip from '@mui/material/Chip';
import { TenderOfferStatus } from '@portal/domain/tenders/tender-offer-status';
import type { Tender } from '@portal/domain/tenders/tender-schemas';
import { useTranslation } from '../../../i18n/use-translation';

const COLORS: Record<number, 'primary' | 'success' | 'default' | 'warning'> = {
  [TenderOfferStatus.Sent]: 'primary',
  [TenderOfferStatus.Accepted]: 'success',
  [TenderOfferStatus.Rejected]: 'default',
  [TenderOfferStatus.Rescinded]: 'warning',
  [TenderOfferStatus.BookingRescinded]: 'warning',
};

export function TenderStatusChip({ tender }: { tender: Pick<Tender, 'status' | 'isExpired'> }) {
  const { t } = useTranslation();
  const color = tender.isExpired ? 'default' : (COLORS[tender.status.value] ?? 'default');
  return <Chip size="small" label={t(tender.status.displayName)} color={color} variant={color === 'default' ? 'outlined' : 'filled'} sx={{ fontWeight: 600 }} />;
}
