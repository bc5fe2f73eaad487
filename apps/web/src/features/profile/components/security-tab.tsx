import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PASSWORD_MIN_LENGTH } from '@portal/domain/auth/current-user';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { TWO_FACTOR_SETUP_REQUIRED } from '@portal/domain/profile/two-factor';
import { ApiError } from '../../../lib/api-client';
import { handleError, notify } from '../../../lib/notify';
import { useChangePassword } from '../api/security';
import { PasskeysSection } from './passkeys-section';
import { SessionsSection } from './sessions-section';
import { TwoFactorSection } from './two-factor-section';
import { useTranslation } from '../../../i18n/use-translation';
import { answerMessageOf, translatedFieldError } from '../../../lib/translate-message';

function ChangePasswordForm() {
  const { t } = useTranslation();
  const mutation = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ currentPassword?: string; newPassword?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!current) found.currentPassword = t('Current password is required');
    if (next.length < PASSWORD_MIN_LENGTH) found.newPassword = t('Password must be at least {{count}} characters', { count: PASSWORD_MIN_LENGTH });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: (answer) => {
          setCurrent('');
          setNext('');
          notify.success(answerMessageOf(answer));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400 && error.errors) {
            setErrors({ currentPassword: translatedFieldError(error, 'currentPassword'), newPassword: translatedFieldError(error, 'newPassword') });
            return;
          }
          handleError(error, 'change password');
        },
      },
    );
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} aria-label={t('Change password')} spacing={2}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('Change Password')}
      </Typography>
      <TextField label={t('Current password')} type="password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} error={!!errors.currentPassword} helperText={errors.currentPassword} />
      <TextField
        label={t('New password')}
        type="password"
        autoComplete="new-password"
        value={next}
        onChange={(e) => setNext(e.target.value)}
        error={!!errors.newPassword}
        helperText={errors.newPassword ?? t('At least {{count}} characters. Your other sessions are signed out.', { count: PASSWORD_MIN_LENGTH })}
      />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={mutation.isPending}>
          {mutation.isPending ? t('Changing…') : t('Change Password')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The security tab: password, other sessions, two-factor sign-in, passkeys. */
export function SecurityTab() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <Stack spacing={3}>
      {params.get('setup') === 'required' && <Alert severity="warning">{t(TWO_FACTOR_SETUP_REQUIRED)}</Alert>}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <ChangePasswordForm />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <SessionsSection />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <TwoFactorSection />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <PasskeysSection />
      </Paper>
    </Stack>
  );
}
