import { zodResolver } from '@hookform/resolvers/zod';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { UpdateMyProfileSchema, type UpdateMyProfileValues } from '@portal/domain/profile/my-profile-schemas';
import { useFieldArray, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useUpdateMyProfile } from '../api/update-my-profile';
import { useTranslation } from '../../../i18n/use-translation';
import { answerMessageOf, translateMessage } from '../../../lib/translate-message';

type FormValues = Omit<z.input<typeof UpdateMyProfileSchema>, 'phoneNumbers'> & { phones: { value: string }[] };

/** /profile/edit: names, e-mail address and phone numbers; saving shows 'User Profile Successfully Updated'. */
export function ProfileEditForm() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const mutation = useUpdateMyProfile();
  const { register, control, handleSubmit, formState } = useForm<FormValues>({
    defaultValues: { firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', email: user?.email ?? '', phones: (user?.phoneNumbers ?? []).map((value) => ({ value })) },
    resolver: async (values, context, options) => {
      const mapped = { firstName: values.firstName, lastName: values.lastName, email: values.email, phoneNumbers: values.phones.map((p) => p.value) };
      const result = await zodResolver(UpdateMyProfileSchema)(mapped, context, options as never);
      const errors = result.errors as Record<string, unknown> & { phoneNumbers?: Record<number, unknown> };
      if (errors.phoneNumbers) {
        const { phoneNumbers, ...rest } = errors;
        const phones = Object.fromEntries(Object.entries(phoneNumbers as object).map(([i, e]) => [i, { value: e }]));
        return { values: {}, errors: { ...rest, phones } as never };
      }
      return { values: values, errors: result.errors as never };
    },
  });
  const phones = useFieldArray({ control, name: 'phones' });
  const errors = formState.errors;

  const onSubmit = handleSubmit((values) => {
    const body: UpdateMyProfileValues = UpdateMyProfileSchema.parse({ firstName: values.firstName, lastName: values.lastName, email: values.email, phoneNumbers: values.phones.map((p) => p.value) });
    mutation.mutate(body, {
      onSuccess: (answer) => {
        notify.success(answerMessageOf(answer));
        void navigate(paths.profile.getHref());
      },
    });
  });

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 720, mx: 'auto' }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('Your name, e-mail address and phone numbers.')}
      </Typography>
      <Paper variant="outlined" component="form" noValidate onSubmit={onSubmit} aria-label={t('Edit profile')} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label={t('First name')} required fullWidth {...register('firstName')} error={!!errors.firstName} helperText={translateMessage(errors.firstName?.message)} />
            <TextField label={t('Last name')} required fullWidth {...register('lastName')} error={!!errors.lastName} helperText={translateMessage(errors.lastName?.message)} />
          </Stack>
          <TextField
            label={t('E-mail address')}
            type="email"
            required
            fullWidth
            autoComplete="email"
            {...register('email')}
            error={!!errors.email}
            helperText={translateMessage(errors.email?.message) ?? t('You sign in with this address.')}
          />
          {phones.fields.map((field, index) => (
            <Stack key={field.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label={t('Phone number {{number}}', { number: index + 1 })}
                type="tel"
                fullWidth
                autoComplete="tel"
                {...register(`phones.${index}.value` as const)}
                error={!!errors.phones?.[index]?.value}
                helperText={translateMessage(errors.phones?.[index]?.value?.message)}
              />
              <IconButton aria-label={t('Remove phone number {{number}}', { number: index + 1 })} onClick={() => phones.remove(index)} sx={{ mt: 1 }}>
                <DeleteOutline />
              </IconButton>
            </Stack>
          ))}
          <Box>
            <Button startIcon={<Add />} onClick={() => phones.append({ value: '' })} disabled={phones.fields.length >= 5}>
              {t('Add phone number')}
            </Button>
          </Box>
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button component={Link} to={paths.profile.getHref()}>
              {t('Cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={mutation.isPending}>
              {mutation.isPending ? t('Saving…') : t('Save')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
}
