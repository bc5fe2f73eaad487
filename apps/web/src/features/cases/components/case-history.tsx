import History from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PagedList } from '../../../components/list-layout/paged-list';
import { fullName } from '../../../lib/format';
import { CASE_HISTORY_PAGE_SIZE, useCaseHistory } from '../api/get-case-history';
import { formatDateTime } from '../lib/case-format';
import type { CaseHistoryEntry } from '@portal/domain/cases/case-schemas';
import { useTranslation } from '../../../i18n/use-translation';

/** The case's history: one entry per changed field, newest first. */
export function CaseHistory({ caseId }: { caseId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useCaseHistory(caseId, page);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="case-history-title" sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 2 }}>
      <Typography id="case-history-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('History')}
        {history.data && (
          <Typography component="span" color="text.secondary" sx={{ ml: 1, fontWeight: 500 }}>
            ({history.data.totalCount})
          </Typography>
        )}
      </Typography>
      {history.isPending ? (
        <Stack spacing={1.5} role="status" aria-label={t('Loading history')}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={52} />
          ))}
        </Stack>
      ) : (
        <PagedList<CaseHistoryEntry>
          label={t('Case history')}
          items={history.data?.data}
          totalCount={history.data?.totalCount ?? 0}
          page={page}
          pageSize={CASE_HISTORY_PAGE_SIZE}
          onPageChange={setPage}
          loading={history.isFetching}
          error={history.error}
          onRetry={() => void history.refetch()}
          emptyText={t('No changes recorded yet')}
          getKey={(entry) => entry.id}
          renderItem={(entry) => <HistoryItem entry={entry} />}
        />
      )}
    </Paper>
  );
}

function HistoryItem({ entry }: { entry: CaseHistoryEntry }) {
  const { t } = useTranslation();
  const who = fullName(entry.user) || t('System');
  const changed = entry.oldValue !== null || entry.newValue !== null;
  return (
    <Box data-testid="case-history-entry" sx={{ display: 'flex', gap: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Box
        aria-hidden
        sx={{ width: 32, height: 32, flexShrink: 0, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'action.selected', color: 'text.secondary' }}
      >
        <History fontSize="small" />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {entry.description}
        </Typography>
        {changed && entry.field && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {entry.field}: {entry.oldValue ?? '—'} → {entry.newValue ?? '—'}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {who} · {formatDateTime(entry.timeStamp)}
        </Typography>
      </Box>
    </Box>
  );
}
