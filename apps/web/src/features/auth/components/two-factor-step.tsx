import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TwoFactorChallenge } from '@portal/domain/auth/current-user';
import { LOGIN_SUCCESS_TOAST_MS } from '@portal/domain/common/constants';
import { LOGIN_SUCCESSFUL } from '@portal/domain/common/messages';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { handleError, notify } from '../../../lib/notify';
import { startSession } from '../../../lib/session';
import { useLoginTwoFactor } from '../api/login-two-factor';
import { AuthSubmitButton } from './auth-form-parts';
import { PasskeySecondStepButton } from './passkey-buttons';
import { useTranslation } from '../../../i18n/use-translation';
import { AUTH_MESSAGES } from '@portal/domain/auth/auth-messages';
import { problemMessage } from '../../../lib/translate-message';

interface TwoFactorStepProps {
  challenge: TwoFactorChallenge;
  /** Back to the e-mail and password (the challenge expired or the user wants to start over). */
  onCancel: () => void;
}

/** The second sign-in step: the authenticator app's 6-digit code, or one of the recovery codes. */
export function TwoFactorStep({ challenge, onCancel }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const mutation = useLoginTwoFactor();
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Older answers name no methods: the code, as before.
  const methods = challenge.methods ?? ['code'];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    if (useRecovery ? typed.length < 8 : !/^\d{6}$/.test(typed)) {
      setError(useRecovery ? t('Enter one of your recovery codes') : t('Enter the 6-digit code from your authenticator app'));
      return;
    }
    setError(null);
    const body = useRecovery ? { challengeToken: challenge.challengeToken, recoveryCode: typed } : { challengeToken: challenge.challengeToken, code: typed };
    mutation.mutate(body, {
      onSuccess: (answer) => {
        notify.success(LOGIN_SUCCESSFUL, { durationMs: LOGIN_SUCCESS_TOAST_MS });
        startSession(answer.data);
      },
      onError: (failure) => {
        if (failure instanceof ApiError && failure.status >= 400 && failure.status < 500) {
          setValue('');
          notify.error(problemMessage(failure));
          if (failure.status === 401 && failure.code === AUTH_MESSAGES.signInExpired.code) onCancel();
          return;
        }
        handleError(failure, 'two-factor sign-in');
      },
    });
  };

  if (!methods.includes('code')) {
    return (
      <Stack spacing={2.5} role="group" aria-label={t('Two-factor sign-in')}>
        <Typography variant="body2" color="text.secondary">
          {t('Confirm it is you with one of your passkeys.')}
        </Typography>
        <PasskeySecondStepButton challengeToken={challenge.challengeToken} onExpired={onCancel} />
        <Box>
          <Button size="small" onClick={onCancel}>
            {t('Start over')}
          </Button>
        </Box>
      </Stack>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t('Two-factor sign-in')}>
      <Stack spacing={2.5}>
        <Typography variant="body2" color="text.secondary">
          {useRecovery ? t('Enter one of the recovery codes you saved when you turned on two-factor sign-in.') : t('Enter the 6-digit code from your authenticator app.')}
        </Typography>
        <TextField
          key={useRecovery ? 'recovery' : 'code'}
          label={useRecovery ? t('Recovery code') : t('Authentication code')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoFocus
          autoComplete="one-time-code"
          fullWidth
          error={!!error}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: useRecovery ? { maxLength: 40 } : { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 } }}
        />
        <AuthSubmitButton pending={mutation.isPending}>{mutation.isPending ? t('Verifying…') : t('Verify')}</AuthSubmitButton>
        {methods.includes('passkey') && <PasskeySecondStepButton challengeToken={challenge.challengeToken} onExpired={onCancel} />}
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" onClick={() => { setUseRecovery((r) => !r); setValue(''); setError(null); }}>
            {useRecovery ? t('Use the authenticator app') : t('Use a recovery code')}
          </Button>
          <Button size="small" onClick={onCancel}>
            {t('Start over')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
