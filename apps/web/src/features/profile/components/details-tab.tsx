import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar';
import { paths } from '../../../config/paths';
import { fullName, initials } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../i18n/use-translation';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: { xs: 0.25, sm: 2 }, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The details tab: who the user is to the portal; Edit opens /profile/edit. */
export function DetailsTab() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1.5 }}>
        <UserAvatar fileId={user.fileId} initials={initials(user)} size={64} />
        <Box sx={{ flex: 1, minWidth: 160 }}>
          <Typography variant="h6" component="h2">
            {fullName(user) || user.email}
          </Typography>
          <Typography color="text.secondary">{user.companyName}</Typography>
        </Box>
        <Button variant="contained" startIcon={<EditOutlined />} component={Link} to={paths.profile.edit.getHref()}>
          {t('Edit Profile')}
        </Button>
      </Stack>
      <Box component="dl" sx={{ m: 0 }}>
        <Field label={t('First name')}>{user.firstName}</Field>
        <Field label={t('Last name')}>{user.lastName}</Field>
        <Field label={t('E-mail address')}>{user.email}</Field>
        <Field label={t('Phone numbers')}>{user.phoneNumbers.length > 0 ? user.phoneNumbers.join(', ') : t('None')}</Field>
        <Field label={t('User name')}>{user.userName}</Field>
        <Field label={t('Roles')}>{user.roles.join(', ') || t('None')}</Field>
      </Box>
    </Paper>
  );
}
