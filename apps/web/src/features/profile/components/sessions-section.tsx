import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MySession } from '@portal/domain/auth/my-sessions';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDateTimeWithZone } from '../../../lib/date-time';
import { notify } from '../../../lib/notify';
import { useEndMySession, useMySessions } from '../api/my-sessions';
import { useSignOutOtherSessions } from '../api/security';
import { answerMessageOf } from '../../../lib/translate-message';

function SessionRow({ session, onEnd, ending }: { session: MySession; onEnd: () => void; ending: boolean }) {
  const { t } = useTranslation();
  const device = session.device ?? t('Unknown device');
  return (
    <ListItem divider disableGutters sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
      <Stack sx={{ flex: '1 1 16rem', minWidth: 0 }} spacing={0.25}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>{device}</Typography>
          {session.mobile && <Chip size="small" variant="outlined" label={t('Driver app')} />}
          {session.current && <Chip size="small" color="primary" label={t('This session')} />}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('Signed in {{when}} from {{address}}', { when: formatDateTimeWithZone(session.createdAt), address: session.ipAddress ?? t('an unknown address') })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('Last active {{when}}', { when: formatDateTimeWithZone(session.lastSeenAt) })}
        </Typography>
      </Stack>
      {!session.current && (
        <Button variant="outlined" size="small" disabled={ending} onClick={onEnd} aria-label={t('Sign out {{device}}', { device })}>
          {t('Sign Out')}
        </Button>
      )}
    </ListItem>
  );
}

/** Where I am signed in, each session ended on its own or all the others at once. */
export function SessionsSection() {
  const { t } = useTranslation();
  const sessions = useMySessions();
  const end = useEndMySession();
  const signOutOthers = useSignOutOtherSessions();
  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('Sessions')}
      </Typography>
      <Typography color="text.secondary">
        {t('Signed in on another computer or phone you no longer use? Sign out everywhere else; this session stays signed in.')}
      </Typography>
      {sessions.isPending && <Typography color="text.secondary">{t('Loading…')}</Typography>}
      {sessions.data && (
        <List aria-label={t('Signed-in sessions')} disablePadding>
          {sessions.data.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              ending={end.isPending && end.variables === session.id}
              onEnd={() => end.mutate(session.id, { onSuccess: () => notify.success(t('That session was signed out.')) })}
            />
          ))}
        </List>
      )}
      <Stack direction="row" sx={{ pt: 1 }}>
        <Button
          variant="outlined"
          disabled={signOutOthers.isPending || others === 0}
          onClick={() => signOutOthers.mutate(undefined, { onSuccess: (answer) => notify.success(answerMessageOf(answer)) })}
        >
          {t('Sign Out Other Sessions')}
        </Button>
      </Stack>
    </Stack>
  );
}
