import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { NotificationPreferences } from '@portal/domain/profile/profile-schemas';
import { notify } from '../../../lib/notify';
import { useNotificationPreferences, useUpdateNotificationPreferences } from '../api/notification-preferences';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';
import { answerMessageOf } from '../../../lib/translate-message';

const EMAIL: { key: keyof NotificationPreferences; label: string }[] = [
  { key: 'emailTenders', label: msg('Tenders offered to my company') },
  { key: 'emailRateRequests', label: msg('Rate requests') },
  { key: 'emailMentions', label: msg('Mentions in notes') },
  { key: 'emailCases', label: msg('Cases') },
  { key: 'emailPayments', label: msg('Payments') },
];
const TEXT: { key: keyof NotificationPreferences; label: string }[] = [{ key: 'smsTenders', label: msg('Tenders offered to my company') }];

/** What is e-mailed or texted to the user; each switch saves at once. */
export function NotificationsTab() {
  const { t } = useTranslation();
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const current = preferences.data;

  const toggle = (key: keyof NotificationPreferences, value: boolean) => {
    if (!current) return;
    update.mutate({ ...current, [key]: value }, { onSuccess: (answer) => notify.success(answerMessageOf(answer)) });
  };

  const group = (title: string, items: typeof EMAIL) => (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2 }}>
        {title}
      </Typography>
      <FormGroup>
        {items.map((item) => (
          <FormControlLabel
            key={item.key}
            control={<Switch checked={current?.[item.key] ?? false} onChange={(_, checked) => toggle(item.key, checked)} disabled={!current || update.isPending} />}
            label={t(item.label)}
          />
        ))}
      </FormGroup>
    </>
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2">
        {t('Notification Preferences')}
      </Typography>
      <Typography color="text.secondary">{t('Choose what the portal e-mails or texts you. Security e-mails (password resets) are always sent.')}</Typography>
      {preferences.isPending ? (
        <Skeleton variant="rounded" height={220} sx={{ mt: 2 }} />
      ) : (
        <>
          {group(t('E-mail me about'), EMAIL)}
          {group(t('Text me about'), TEXT)}
        </>
      )}
    </Paper>
  );
}
