import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { AuditEvent, AuditEventList } from '@portal/domain/audit/audit-event-schemas';
import type { ReactNode } from 'react';
import { ListError, ListNote, ListSpinner } from '../../../components/list-layout/list-states';
import { PageFooter } from '../../../components/list-layout/page-footer';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { actionText, targetText } from './audit-action-labels';

interface ActivityResultsProps {
  query: { data?: AuditEventList; isFetching: boolean; error: unknown; refetch: () => unknown };
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** The brokerage's staff read every company's entries: each row says whose. */
  showCompany: boolean;
  emptyText: string;
}

/** Who acted: the e-mail (or 'Unknown'), and for the brokerage's staff the company. */
function Actor({ event, showCompany }: { event: AuditEvent; showCompany: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
        {event.actor.email ?? t('Unknown')}
      </Box>
      {showCompany && event.company && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
          {event.company.name}
        </Typography>
      )}
    </>
  );
}

/** Desktop: one table row an entry. */
function ActivityTable({ events, showCompany }: { events: AuditEvent[]; showCompany: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined">
      <Table size="small" aria-label={t('Activity')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('Date and time')}</TableCell>
            <TableCell>{t('Done by')}</TableCell>
            <TableCell>{t('Action')}</TableCell>
            <TableCell>{t('Target')}</TableCell>
            <TableCell>{t('IP address')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {events.map((event) => (
            <TableRow key={event.id} data-testid="activity-row" data-action={event.action}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTimeWithZone(event.occurredAt)}</TableCell>
              <TableCell>
                <Actor event={event} showCompany={showCompany} />
              </TableCell>
              <TableCell>{actionText(event.action, t)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{targetText(event, t)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{event.ip ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

/** Phone: the same entries as cards, so nothing scrolls sideways. */
function ActivityCards({ events, showCompany }: { events: AuditEvent[]; showCompany: boolean }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" aria-label={t('Activity')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {events.map((event) => (
        <Paper component="li" variant="outlined" key={event.id} data-testid="activity-row" data-action={event.action} sx={{ p: 1.5, minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }}>
            {actionText(event.action, t)}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {targetText(event, t)}
          </Typography>
          <Typography variant="body2" color="text.secondary" component="div">
            <Actor event={event} showCompany={showCompany} />
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {formatDateTimeWithZone(event.occurredAt)} · {t('IP address')} {event.ip ?? '—'}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

/** The page of entries (a table, or cards on a phone) with the paging under it. */
export function ActivityResults({ query, page, pageSize, onPageChange, showCompany, emptyText }: ActivityResultsProps) {
  const { t } = useTranslation();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const events = query.data?.data;
  const totalCount = query.data?.totalCount ?? 0;

  let body: ReactNode;
  if (query.error) body = <ListError error={query.error} onRetry={() => void query.refetch()} />;
  else if (!events) body = <ListSpinner />;
  else if (events.length === 0) body = <ListNote text={emptyText} testId="list-empty" />;
  else body = wide ? <ActivityTable events={events} showCompany={showCompany} /> : <ActivityCards events={events} showCompany={showCompany} />;

  return (
    <Box aria-busy={query.isFetching} sx={{ opacity: query.isFetching && events ? 0.6 : 1, transition: 'opacity 120ms' }}>
      {body}
      <PageFooter page={page} pageSize={pageSize} totalCount={totalCount} onPageChange={onPageChange} siblingCount={wide ? 1 : 0} label={t('Pages of activity')} />
    </Box>
  );
}
