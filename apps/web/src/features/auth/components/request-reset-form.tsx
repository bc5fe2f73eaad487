import { zodResolver } from '@hookform/resolvers/zod';
import { alpha } from '@mui/material/styles';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PasswordResetRequestSchema } from '@portal/domain/auth/current-user';
import { PLEASE_CHECK_YOUR_EMAIL } from '@portal/domain/common/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { notify } from '../../../lib/notify';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { showPasswordFlowError } from '../lib/sign-in-errors';
import { AuthSubmitButton, BackToSignInButton, EmailField } from './auth-form-parts';
import { useTranslation } from '../../../i18n/use-translation';
import { TextWithStrong } from '../../../components/text-with-strong';
import { translateMessage } from '../../../lib/translate-message';

const EmailSchema = PasswordResetRequestSchema.pick({ emailAddress: true });
type EmailForm = z.output<typeof EmailSchema>;

/** Asks for a password-reset e-mail; the address typed on the sign-in form arrives as login_hint. */
export function RequestResetForm({ loginHint }: { loginHint?: string }) {
  const { t } = useTranslation();
  const mutation = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof EmailSchema>, unknown, EmailForm>({
    resolver: zodResolver(EmailSchema),
    defaultValues: { emailAddress: loginHint ?? '' },
  });

  const onSubmit = handleSubmit(({ emailAddress }) =>
    mutation.mutate(emailAddress, {
      onSuccess: () => {
        notify.success(PLEASE_CHECK_YOUR_EMAIL);
        setSentTo(emailAddress);
      },
      onError: (error) => showPasswordFlowError(error, 'request-password-reset'),
    }),
  );

  if (sentTo) {
    return (
      <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }} data-testid="reset-requested">
        <Box sx={{ width: 56, height: 56, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: (t) => alpha(t.palette.primary.main, 0.08), color: 'primary.main' }}>
          <MarkEmailReadOutlined />
        </Box>
        <Typography>
          <TextWithStrong
            text={t('If an account exists for <strong>{{email}}</strong>, a link to choose a new password is on its way. It can take a few minutes to arrive; check your spam folder too.', { email: sentTo })}
          />
        </Typography>
        <BackToSignInButton variant="outlined" size="large" />
      </Stack>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('Request password reset')}>
      <Stack spacing={2.5}>
        <EmailField {...register('emailAddress')} error={!!errors.emailAddress} helperText={translateMessage(errors.emailAddress?.message)} />
        <AuthSubmitButton pending={mutation.isPending}>{t('Send Reset Link')}</AuthSubmitButton>
        <BackToSignInButton />
      </Stack>
    </Box>
  );
}
