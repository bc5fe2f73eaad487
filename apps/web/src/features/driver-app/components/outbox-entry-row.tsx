import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { OfflineWriteKind } from '../../../lib/offline-writes';
import { useTranslation } from '../../../i18n/use-translation';
import type { TFunction } from '../../../i18n/i18n';
import { msg } from '../../../i18n/msg';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { translateApiMessage } from '../../../lib/translate-message';
import type { OutboxEntry, OutboxState } from '../lib/outbox-entry';

const STATE_LABELS: Record<OutboxState, string> = { waiting: msg('Waiting'), sending: msg('Sending'), refused: msg('Not accepted') };

function entryLabel(kind: OfflineWriteKind, subject: string, t: TFunction): string {
  switch (kind) {
    case 'arrival':
      return t('Arrival at {{place}}', { place: subject });
    case 'departure':
      return t('Departure from {{place}}', { place: subject });
    case 'problem':
      return t('Problem reported: {{problem}}', { problem: t(subject) });
    case 'document':
      return t('Document {{name}}', { name: subject });
  }
}

/** Why the server refused, in the driver's words: the load gone from them, or the server's own reason. */
function refusalText(entry: OutboxEntry, t: TFunction): string {
  const reason = entry.problem ? translateApiMessage(entry.problem) : '';
  if (entry.refusedStatus === 404) return t('This load is no longer assigned to you, or it was cancelled, while this waited on the phone. Call dispatch.');
  return t('The server did not accept it: {{reason}}', { reason });
}

/** One waiting write: what it is, when it was made, its state, and why it was refused. */
export function OutboxEntryRow({ entry, onDismiss }: { entry: OutboxEntry; onDismiss: (id: string) => void }) {
  const { t } = useTranslation();
  const refused = entry.state === 'refused';
  const label = entryLabel(entry.kind, entry.subject, t);
  return (
    <ListItem divider disableGutters sx={{ display: 'block' }} data-testid="outbox-entry">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <ListItemText primary={label} secondary={t('Recorded {{time}}', { time: formatDateTimeWithZone(entry.createdAt) })} />
        <Chip size="small" label={t(STATE_LABELS[entry.state])} color={refused ? 'error' : entry.state === 'sending' ? 'info' : 'default'} variant={refused ? 'filled' : 'outlined'} />
      </Stack>
      {refused && (
        <Stack spacing={1} sx={{ mt: 0.5, alignItems: 'flex-start' }}>
          <span role="note" data-testid="outbox-refusal">
            {refusalText(entry, t)}
          </span>
          <Button size="small" onClick={() => onDismiss(entry.id)} aria-label={t('Remove {{label}}', { label })}>
            {t('Remove')}
          </Button>
        </Stack>
      )}
      {entry.state === 'waiting' && entry.problem && (
        <span data-testid="outbox-last-error">{t('Last try failed: {{reason}}. It is tried again.', { reason: translateApiMessage(entry.problem) })}</span>
      )}
    </ListItem>
  );
}
