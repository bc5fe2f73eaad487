import { zodResolver } from '@hookform/resolvers/zod';
import { alpha } from '@mui/material/styles';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AccessRequestBodySchema, type AccessRequestBody } from '@portal/domain/contacts/access-request-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../config/paths';
import { errorMessages } from '../../../lib/notify';
import { useRequestAccess } from '../api/request-access';
import { useTranslation } from '../../../i18n/use-translation';
import { answerMessageOf, translateApiMessage, translateMessage, type ApiMessage } from '../../../lib/translate-message';

/** The public Request Access form: name, e-mail and the company's MC or DOT number. */
export function RequestAccessForm() {
  const { t } = useTranslation();
  const mutation = useRequestAccess();
  const [answer, setAnswer] = useState<ApiMessage | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AccessRequestBody, unknown, z.output<typeof AccessRequestBodySchema>>({
    resolver: zodResolver(AccessRequestBodySchema),
    defaultValues: { firstName: '', lastName: '', emailAddress: '', companyNumber: '' },
  });
  const onSubmit = handleSubmit((body) => mutation.mutate(body, { onSuccess: (result) => setAnswer(answerMessageOf(result)) }));

  if (answer) {
    return (
      <Stack spacing={2.5} sx={{ alignItems: 'flex-start' }} data-testid="access-requested">
        <Box sx={{ width: 56, height: 56, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: (t) => alpha(t.palette.primary.main, 0.08), color: 'primary.main' }}>
          <MarkEmailReadOutlined />
        </Box>
        <Typography>{translateApiMessage(answer)}</Typography>
        <Button component={RouterLink} to={paths.login.getHref()} variant="outlined" size="large" fullWidth>
          {t('Back to sign in')}
        </Button>
      </Stack>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('Request access')}>
      <Stack spacing={2.5}>
        {mutation.error && <Alert severity="error">{errorMessages(mutation.error).join(' ')}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...register('firstName')} label={t('First name')} autoComplete="given-name" required fullWidth autoFocus error={!!errors.firstName} helperText={translateMessage(errors.firstName?.message)} />
          <TextField {...register('lastName')} label={t('Last name')} autoComplete="family-name" required fullWidth error={!!errors.lastName} helperText={translateMessage(errors.lastName?.message)} />
        </Stack>
        <TextField {...register('emailAddress')} label={t('Work email address')} type="email" autoComplete="email" required fullWidth error={!!errors.emailAddress} helperText={translateMessage(errors.emailAddress?.message)} />
        <TextField
          {...register('companyNumber')}
          label={t('Company MC or DOT number')}
          placeholder={t('MC-123456 or DOT 1234567')}
          required
          fullWidth
          error={!!errors.companyNumber}
          helperText={translateMessage(errors.companyNumber?.message) ?? t("Your company's admins review the request")}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={mutation.isPending}>
          {t('Request Access')}
        </Button>
        <Button component={RouterLink} to={paths.login.getHref()} fullWidth>
          {t('Back to sign in')}
        </Button>
      </Stack>
    </Box>
  );
}
