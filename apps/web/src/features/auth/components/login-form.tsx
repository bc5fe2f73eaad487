import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { LoginRequest, LoginRequestSchema, TwoFactorChallenge } from '@portal/domain/auth/current-user';
import { LOGIN_SUCCESS_TOAST_MS } from '@portal/domain/common/constants';
import { LOGIN_SUCCESSFUL } from '@portal/domain/common/messages';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../config/paths';
import { importWithReload } from '../../../lib/lazy-import';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { notify } from '../../../lib/notify';
import { startSession } from '../../../lib/session';
import { useLogin } from '../api/login';
import { clearSignInHandover, pendingSignIn } from '../lib/sign-in-handover';
import { showLoginError } from '../lib/sign-in-errors';
import { AuthSubmitButton, EmailField } from './auth-form-parts';
import { PasskeySignInButton } from './passkey-buttons';
import { PasswordField } from './password-field';
import { TwoFactorStep } from './two-factor-step';
import { useTranslation } from '../../../i18n/use-translation';
import { translateMessage } from '../../../lib/translate-message';

/** Loaded on the first submit: zod is not part of the sign-in page's first load. */
const resolver = lazyResolver(importWithReload(async () => (await import('../lib/login-resolver')).loginResolver));

/**
 * The sign-in form. On success the session starts and the public route's guard moves the user on
 * (to the saved path or their landing page).
 */
export function LoginForm() {
  const { t } = useTranslation();
  const loginMutation = useLogin();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  // Values typed into the lean sign-in page before the app loaded: shown here and submitted at once.
  const [handover] = useState(pendingSignIn);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<z.input<typeof LoginRequestSchema>, unknown, LoginRequest>({
    resolver,
    defaultValues: { emailAddress: handover?.emailAddress ?? '', password: handover?.password ?? '' },
  });
  const typedEmail = watch('emailAddress');

  const onSubmit = handleSubmit((values) =>
    loginMutation.mutate(values, {
      onSuccess: (answer) => {
        if ('challengeToken' in answer.data) {
          setChallenge(answer.data);
          return;
        }
        notify.success(LOGIN_SUCCESSFUL, { durationMs: LOGIN_SUCCESS_TOAST_MS });
        startSession(answer.data);
      },
      onError: showLoginError,
    }),
  );

  const submittedHandover = useRef(false);
  useEffect(() => {
    if (!handover || submittedHandover.current) return;
    submittedHandover.current = true;
    clearSignInHandover();
    if (!handover.passkey) void onSubmit();
  }, [handover, onSubmit]);

  const pending = loginMutation.isPending;
  if (challenge) return <TwoFactorStep challenge={challenge} onCancel={() => setChallenge(null)} />;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('Sign in')}>
      <Stack spacing={2.5}>
        <EmailField {...register('emailAddress')} error={!!errors.emailAddress} helperText={translateMessage(errors.emailAddress?.message)} />
        <Box>
          <PasswordField
            {...register('password')}
            label={t('Password')}
            autoComplete="current-password"
            fullWidth
            error={!!errors.password}
            helperText={translateMessage(errors.password?.message)}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <Link component={RouterLink} to={paths.requestPasswordReset.getHref(typedEmail?.trim() || undefined)} variant="body2" underline="hover">
              {t('Forgot password?')}
            </Link>
          </Box>
        </Box>
        <AuthSubmitButton pending={pending}>{pending ? t('Signing In…') : t('Sign In')}</AuthSubmitButton>
        <PasskeySignInButton startNow={handover?.passkey === true} />
        <Link component={RouterLink} to={paths.requestAccess.getHref()} variant="body2" underline="hover" sx={{ alignSelf: 'center' }}>
          {t('No account yet? Request access')}
        </Link>
      </Stack>
    </Box>
  );
}
