import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useSession } from '../../../lib/session';
import { useFraudSignals } from '../api/fraud-signals';
import { SIGNAL_KIND_LABELS } from '../lib/signal-labels';
import { SignalDialog } from './signal-dialog';

/**
 * The open fraud signals of a load or a carrier, compact, for the brokerage's staff beside the
 * record; nothing at all (and no request) for anyone else, or when none is open.
 */
export function OpenSignals({ shipmentId, carrierId }: { shipmentId?: number; carrierId?: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { user } = useSession();
  const staff = user?.isBrokerage === true;
  const query = useFraudSignals({ status: 'Open', shipmentId, carrierId, pageSize: 10 }, { enabled: staff && (shipmentId !== undefined || carrierId !== undefined) });
  const [openId, setOpenId] = useState<number | null>(null);
  const signals = query.data?.data ?? [];
  if (!staff || signals.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} data-testid="open-signals" sx={{ p: 1.5, borderColor: 'warning.main' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
        <WarningAmberOutlined color="warning" fontSize="small" aria-hidden />
        <Typography id={headingId} component="h2" variant="subtitle2">
          {t('Open fraud signals ({{count}})', { count: query.data?.totalCount ?? signals.length })}
        </Typography>
      </Box>
      <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
        {signals.map((signal) => (
          <li key={signal.id}>
            <Link component="button" type="button" onClick={() => setOpenId(signal.id)} sx={{ textAlign: 'left' }}>
              {t(SIGNAL_KIND_LABELS[signal.kind])}
            </Link>
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              — {signal.summary}
            </Typography>
          </li>
        ))}
      </Box>
      {openId !== null && <SignalDialog signalId={openId} onClose={() => setOpenId(null)} />}
    </Paper>
  );
}
