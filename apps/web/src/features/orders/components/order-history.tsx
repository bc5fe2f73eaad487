import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ListError, ListSpinner } from '../../../components/list-layout/list-states';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { fullName } from '../../../lib/format';
import { ORDER_HISTORY_PAGE_SIZE, useOrderHistory } from '../api/get-order-history';
import { useTranslation } from '../../../i18n/use-translation';

/** The history tab: who changed what, when (newest first), one row per changed field. */
export function OrderHistory({ orderNumber }: { orderNumber: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useOrderHistory(orderNumber, page);
  if (history.error) return <ListError error={history.error} onRetry={() => void history.refetch()} />;
  if (!history.data) return <ListSpinner label={t('Loading history')} />;
  const pages = Math.ceil(history.data.totalCount / ORDER_HISTORY_PAGE_SIZE);
  return (
    <Stack spacing={1}>
      {history.data.data.map((row) => (
        <Paper key={row.id} variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {row.action}
            {row.field ? `: ${row.field}` : ''}
          </Typography>
          {(row.oldValue || row.newValue) && (
            <Typography variant="body2">{row.oldValue ? `${row.oldValue} → ${row.newValue ?? t('(empty)')}` : row.newValue}</Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            {fullName(row.user)} · {formatDateTimeWithZone(row.timeStamp)}
          </Typography>
        </Paper>
      ))}
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_e, p) => setPage(p)} />}
    </Stack>
  );
}
