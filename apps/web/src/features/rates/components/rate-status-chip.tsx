import Chip from '@mui/material/Chip';
import { RateRequestStatus } from '@portal/domain/rates/rate-request-status';
import type { RateRequest } from '@portal/domain/rates/rate-schemas';

/** Sent reads 'Open', Offered reads 'Responded' (spec section 4); an expired request reads Expired. */
export function RateStatusChip({ request }: { request: Pick<RateRequest, 'status' | 'isExpired'> }) {
  if (request.isExpired) return <Chip size="small" label="Expired" variant="outlined" sx={{ fontWeight: 600 }} />;
  switch (request.status.value) {
    case RateRequestStatus.Sent:
      return <Chip size="small" label="Open" color="primary" sx={{ fontWeight: 600 }} />;
    case RateRequestStatus.Offered:
      return <Chip size="small" label="Responded" color="success" sx={{ fontWeight: 600 }} />;
    default:
      return <Chip size="small" label={request.status.displayName} variant="outlined" sx={{ fontWeight: 600 }} />;
  }
}
