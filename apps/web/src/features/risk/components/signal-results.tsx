import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { FraudSignal, FraudSignalList } from '@portal/domain/risk/fraud-signal-schemas';
import type { ReactNode } from 'react';
import { ListError, ListNote, ListSpinner } from '../../../components/list-layout/list-states';
import { PageFooter } from '../../../components/list-layout/page-footer';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { SIGNAL_KIND_LABELS, SIGNAL_STATUS_LABELS } from '../lib/signal-labels';

interface SignalResultsProps {
  query: { data?: FraudSignalList; isFetching: boolean; error: unknown; refetch: () => unknown };
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onOpen: (signal: FraudSignal) => void;
  emptyText: string;
}

function StatusChip({ signal }: { signal: FraudSignal }) {
  const { t } = useTranslation();
  return <Chip size="small" label={t(SIGNAL_STATUS_LABELS[signal.status])} color={signal.status === 'Open' ? 'warning' : 'default'} variant={signal.status === 'Open' ? 'filled' : 'outlined'} />;
}

/** The kind as the link that opens the signal: the row's one thing to focus. */
function OpenLink({ signal, onOpen }: { signal: FraudSignal; onOpen: (signal: FraudSignal) => void }) {
  const { t } = useTranslation();
  return (
    <Link component="button" type="button" onClick={() => onOpen(signal)} sx={{ textAlign: 'left', fontWeight: 600 }}>
      {t(SIGNAL_KIND_LABELS[signal.kind])}
    </Link>
  );
}

function SignalTable({ signals, onOpen }: { signals: FraudSignal[]; onOpen: (signal: FraudSignal) => void }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined">
      <Table size="small" aria-label={t('Fraud signals')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('Kind')}</TableCell>
            <TableCell>{t('Carrier')}</TableCell>
            <TableCell>{t('Load')}</TableCell>
            <TableCell>{t('What was seen')}</TableCell>
            <TableCell>{t('Raised')}</TableCell>
            <TableCell>{t('Status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {signals.map((signal) => (
            <TableRow key={signal.id} data-testid="signal-row" data-kind={signal.kind} data-carrier={signal.carrier.name}>
              <TableCell>
                <OpenLink signal={signal} onOpen={onOpen} />
              </TableCell>
              <TableCell>{signal.carrier.name}</TableCell>
              <TableCell>{signal.shipment?.shipmentNumber ?? '—'}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 480 }}>{signal.summary}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTimeWithZone(signal.raisedAt)}</TableCell>
              <TableCell>
                <StatusChip signal={signal} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

function SignalCards({ signals, onOpen }: { signals: FraudSignal[]; onOpen: (signal: FraudSignal) => void }) {
  const { t } = useTranslation();
  return (
    <Box component="ul" aria-label={t('Fraud signals')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {signals.map((signal) => (
        <Paper component="li" variant="outlined" key={signal.id} data-testid="signal-row" data-kind={signal.kind} data-carrier={signal.carrier.name} sx={{ p: 1.5, minWidth: 0, display: 'grid', gap: 0.5 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
            <OpenLink signal={signal} onOpen={onOpen} />
            <StatusChip signal={signal} />
          </Box>
          <Typography variant="body2">
            {signal.carrier.name}
            {signal.shipment ? ` · ${t('Load {{number}}', { number: signal.shipment.shipmentNumber })}` : ''}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {signal.summary}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatDateTimeWithZone(signal.raisedAt)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

/** The page of signals (a table, or cards on a phone) with the paging under it. */
export function SignalResults({ query, page, pageSize, onPageChange, onOpen, emptyText }: SignalResultsProps) {
  const { t } = useTranslation();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const signals = query.data?.data;
  const totalCount = query.data?.totalCount ?? 0;

  let body: ReactNode;
  if (query.error) body = <ListError error={query.error} onRetry={() => void query.refetch()} />;
  else if (!signals) body = <ListSpinner />;
  else if (signals.length === 0) body = <ListNote text={emptyText} testId="list-empty" />;
  else body = wide ? <SignalTable signals={signals} onOpen={onOpen} /> : <SignalCards signals={signals} onOpen={onOpen} />;

  return (
    <Box aria-busy={query.isFetching} sx={{ opacity: query.isFetching && signals ? 0.6 : 1, transition: 'opacity 120ms' }}>
      {body}
      <PageFooter page={page} pageSize={pageSize} totalCount={totalCount} onPageChange={onPageChange} siblingCount={wide ? 1 : 0} label={t('Pages of signals')} />
    </Box>
  );
}
