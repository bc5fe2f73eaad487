import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import type { HistoryEntry, HistoryPage } from '@portal/domain/common/history-schemas';
import { ListError, ListSpinner } from '../list-layout/list-states';
import { formatDateTimeWithZone } from '../../lib/date-time';
import { fullName } from '../../lib/format';
import { useTranslation } from '../../i18n/use-translation';

/** How an area shows its entries: the action's label, and each value and sentence in the reader's language. */
export interface HistoryWording {
  /** The action's label (a catalogue text), or undefined to show the action as stored. */
  action: (action: string) => string | undefined;
  /** A stored value (a status name, an amount) as the reader reads it. */
  value?: (value: string, entry: HistoryEntry) => string;
  /** A stored sentence (a shipment's activity) as the reader reads it. */
  description?: (text: string) => string;
}

export interface HistoryListProps {
  query: { data?: HistoryPage; error: unknown; refetch: () => unknown };
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  wording: HistoryWording;
}

function HistoryItem({ entry, wording }: { entry: HistoryEntry; wording: HistoryWording }) {
  const { t } = useTranslation();
  const value = (text: string | null) => (text === null ? t('(empty)') : (wording.value?.(text, entry) ?? text));
  const hasChange = entry.field !== null && (entry.oldValue !== null || entry.newValue !== null);
  const who = entry.user ? [fullName(entry.user), entry.user.companyName].filter(Boolean).join(' · ') : t('System');
  return (
    <Box component="li" sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider', listStyle: 'none', overflowWrap: 'anywhere', '&:last-of-type': { borderBottom: 0 } }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t(wording.action(entry.action) ?? entry.action)}
      </Typography>
      {hasChange && (
        <Typography variant="body2">
          {entry.oldValue === null
            ? t('{{field}}: {{value}}', { field: t(entry.field!), value: value(entry.newValue) })
            : t('{{field}}: {{old}} → {{new}}', { field: t(entry.field!), old: value(entry.oldValue), new: value(entry.newValue) })}
        </Typography>
      )}
      {entry.description && (
        <Typography variant="body2" color="text.secondary">
          {wording.description?.(entry.description) ?? entry.description}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" component="p">
        {t('{{who}} on {{when}}', { who, when: formatDateTimeWithZone(entry.timeStamp) })}
      </Typography>
    </Box>
  );
}

/** A record's history, newest first, a page at a time: who did what, when, with the old and new value. */
export function HistoryList({ query, page, pageSize, onPage, wording }: HistoryListProps) {
  const { t } = useTranslation();
  if (query.error) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <ListSpinner label={t('Loading history')} />;
  const pages = Math.ceil(query.data.totalCount / pageSize);
  if (query.data.data.length === 0) return <Typography color="text.secondary">{t('No history yet')}</Typography>;
  return (
    <Box data-testid="history-list">
      <Box component="ul" sx={{ m: 0, p: 0 }} aria-label={t('History')}>
        {query.data.data.map((entry) => (
          <HistoryItem key={entry.id} entry={entry} wording={wording} />
        ))}
      </Box>
      {pages > 1 && <Pagination sx={{ mt: 1.5 }} count={pages} page={page} onChange={(_e, next) => onPage(next)} size="small" aria-label={t('History pages')} />}
    </Box>
  );
}
