import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ACKNOWLEDGE_NOTE_MAX_LENGTH, type FraudSignalDetail } from '@portal/domain/risk/fraud-signal-schemas';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { notifySuccessOf } from '../../../lib/notify';
import { useAcknowledgeFraudSignal, useFraudSignal } from '../api/fraud-signals';
import { evidenceLabel, evidenceText, HISTORY_ACTION_LABELS, SIGNAL_KIND_LABELS, SIGNAL_STATUS_LABELS } from '../lib/signal-labels';

/** The facts the detector saw, as a list of terms and values. */
function Evidence({ signal }: { signal: FraudSignalDetail }) {
  const { t } = useTranslation();
  return (
    <Box component="dl" aria-label={t('Evidence')} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
      {Object.entries(signal.evidence).map(([key, value]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {evidenceLabel(key)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {evidenceText(value)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Who did what to the signal, oldest first. */
function History({ signal }: { signal: FraudSignalDetail }) {
  const { t } = useTranslation();
  return (
    <Box component="ol" aria-label={t('History')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {signal.history.map((entry) => (
        <Box component="li" key={entry.id} data-testid="signal-history-entry" data-action={entry.action}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t(HISTORY_ACTION_LABELS[entry.action])}
            {entry.userName ? ` · ${entry.userName}` : ''}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatDateTimeWithZone(entry.at)}
          </Typography>
          {entry.note && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {entry.note}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

function AcknowledgeForm({ signal }: { signal: FraudSignalDetail }) {
  const { t } = useTranslation();
  const acknowledge = useAcknowledgeFraudSignal(signal.id);
  const [note, setNote] = useState('');
  const empty = note.trim() === '';
  const submit = () => {
    const pending = acknowledge.mutateAsync({ note: note.trim() });
    notifySuccessOf(pending, () => t('Signal acknowledged'));
    void pending.then(() => setNote(''), () => undefined);
  };
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!empty) submit();
      }}
      sx={{ display: 'grid', gap: 1 }}
    >
      <TextField
        label={t('What you checked')}
        multiline
        minRows={2}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        slotProps={{ htmlInput: { maxLength: ACKNOWLEDGE_NOTE_MAX_LENGTH } }}
        helperText={t('Kept with the signal and in the audit log.')}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={empty || acknowledge.isPending}>
          {t('Acknowledge')}
        </Button>
      </Box>
    </Box>
  );
}

/** One signal: what was seen, its facts, its history, and acknowledging it while open. */
export function SignalDialog({ signalId, onClose }: { signalId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useFraudSignal(signalId);
  const signal = query.data;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{signal ? t(SIGNAL_KIND_LABELS[signal.kind]) : t('Signal')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {query.error ? <Alert severity="error">{t('The signal could not be loaded.')}</Alert> : null}
        {!signal && !query.error ? <CircularProgress aria-label={t('Loading')} sx={{ justifySelf: 'center' }} /> : null}
        {signal && (
          <>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
              <Chip size="small" label={t(SIGNAL_STATUS_LABELS[signal.status])} color={signal.status === 'Open' ? 'warning' : 'default'} />
              <Typography variant="body2" color="text.secondary">
                {signal.carrier.name}
                {signal.shipment ? ` · ${t('Load {{number}}', { number: signal.shipment.shipmentNumber })}` : ''} · {formatDateTimeWithZone(signal.raisedAt)}
              </Typography>
            </Box>
            <Typography data-testid="signal-summary">{signal.summary}</Typography>
            <Box component="section" aria-labelledby={`${titleId}-evidence`}>
              <Typography id={`${titleId}-evidence`} component="h3" variant="subtitle2" sx={{ mb: 1 }}>
                {t('Evidence')}
              </Typography>
              <Evidence signal={signal} />
            </Box>
            <Box component="section" aria-labelledby={`${titleId}-history`}>
              <Typography id={`${titleId}-history`} component="h3" variant="subtitle2" sx={{ mb: 1 }}>
                {t('History')}
              </Typography>
              <History signal={signal} />
            </Box>
            {signal.status === 'Open' && <AcknowledgeForm signal={signal} />}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('Close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
