import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { landingPath } from '@portal/domain/auth/access';
import { PASSWORD_MIN_LENGTH, PasswordResetSchema, type TwoFactorChallenge } from '@portal/domain/auth/current-user';
import { PASSWORD_RESET_SUCCESSFUL } from '@portal/domain/common/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { z } from 'zod';
import { notify } from '../../../lib/notify';
import { getSavedPath, startSession, useSession } from '../../../lib/session';
import { useActivateUser } from '../api/activate-user';
import { useResetPassword } from '../api/reset-password';
import { showPasswordFlowError } from '../lib/sign-in-errors';
import { AuthSubmitButton, BackToSignInButton } from './auth-form-parts';
import { PasswordField } from './password-field';
import { TwoFactorStep } from './two-factor-step';
import { useTranslation } from '../../../i18n/use-translation';
import { translateMessage } from '../../../lib/translate-message';

const SetPasswordSchema = PasswordResetSchema.pick({ newPassword: true })
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
type SetPasswordValues = z.output<typeof SetPasswordSchema>;

interface SetPasswordFormProps {
  mode: 'reset' | 'activate';
  resetToken: string;
}

/**
 * Chooses a new password (reset link) or a first one (activation link); both sign the user in, through
 * the two-factor code when the user has it on.
 */
export function SetPasswordForm({ mode, resetToken }: SetPasswordFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const activate = useActivateUser();
  const mutation = mode === 'reset' ? reset : activate;
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const { user } = useSession();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof SetPasswordSchema>, unknown, SetPasswordValues>({
    resolver: zodResolver(SetPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ newPassword }) =>
    mutation.mutate(
      { resetToken, newPassword },
      {
        onSuccess: (answer) => {
          notify.success(PASSWORD_RESET_SUCCESSFUL);
          // With two-factor sign-in on, the new password is set and the code still signs in.
          if ('challengeToken' in answer.data) {
            setChallenge(answer.data);
            return;
          }
          startSession(answer.data);
          navigate(getSavedPath() ?? landingPath(answer.data.user), { replace: true });
        },
        onError: (error) => showPasswordFlowError(error, mode === 'reset' ? 'reset-password' : 'activate-user'),
      },
    ),
  );

  if (challenge && user) return <Navigate to={getSavedPath() ?? landingPath(user)} replace />;
  if (challenge) return <TwoFactorStep challenge={challenge} onCancel={() => navigate(paths.login.getHref(), { replace: true })} />;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={mode === 'reset' ? t('Reset password') : t('Activate account')}>
      <Stack spacing={2.5}>
        <PasswordField
          {...register('newPassword')}
          label={t('New password')}
          autoComplete="new-password"
          autoFocus
          fullWidth
          error={!!errors.newPassword}
          helperText={translateMessage(errors.newPassword?.message) ?? t('At least {{count}} characters.', { count: PASSWORD_MIN_LENGTH })}
        />
        <PasswordField
          {...register('confirmPassword')}
          label={t('Confirm new password')}
          autoComplete="new-password"
          fullWidth
          error={!!errors.confirmPassword}
          helperText={translateMessage(errors.confirmPassword?.message)}
        />
        <AuthSubmitButton pending={mutation.isPending}>{mode === 'reset' ? t('Reset Password') : t('Activate Account')}</AuthSubmitButton>
        <BackToSignInButton />
      </Stack>
    </Box>
  );
}
