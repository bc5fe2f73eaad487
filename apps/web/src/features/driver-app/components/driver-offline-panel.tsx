import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../i18n/use-translation';
import { useOnline, useOutbox } from '../hooks/use-outbox';
import { OutboxEntryRow } from './outbox-entry-row';

/**
 * The driver app's offline state above the driver's pages: a notice while there is no connection,
 * and the writes waiting on the phone (how many, each with its state), with Send now. Nothing shows
 * when the phone is online and nothing waits.
 */
export default function DriverOfflinePanel() {
  const { t } = useTranslation();
  const online = useOnline();
  const { outbox, entries } = useOutbox();
  const pending = entries.filter((entry) => entry.state !== 'refused').length;
  const refused = entries.length - pending;
  if (online && entries.length === 0) return null;
  return (
    <Stack spacing={1} sx={{ px: { xs: 1.5, sm: 3 }, pt: { xs: 1.5, sm: 2 }, maxWidth: 1100, mx: 'auto' }}>
      {!online && (
        <Alert severity="info" data-testid="offline-notice">
          {t('No connection. What you record is kept on this phone and sent when the connection returns.')}
        </Alert>
      )}
      {entries.length > 0 && (
        <Paper variant="outlined" component="section" aria-labelledby="outbox-title" sx={{ p: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Typography id="outbox-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }} data-testid="outbox-count">
              {pending > 0 ? t('{{count}} waiting to send', { count: pending }) : t('{{count}} not accepted', { count: refused })}
            </Typography>
            {pending > 0 && (
              <Button size="small" variant="outlined" disabled={!online || !outbox} onClick={() => void outbox?.flush({ force: true })}>
                {t('Send now')}
              </Button>
            )}
          </Stack>
          <List dense aria-label={t('Waiting on this phone')}>
            {entries.map((entry) => (
              <OutboxEntryRow key={entry.id} entry={entry} onDismiss={(id) => void outbox?.dismiss(id)} />
            ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}
