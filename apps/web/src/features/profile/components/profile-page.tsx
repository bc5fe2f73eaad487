import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PROFILE_TAB_INTEGRATIONS } from '../../../config/paths';
import { DetailsTab } from './details-tab';
import { NotificationsTab } from './notifications-tab';
import { PictureTab } from './picture-tab';
import { SecurityTab } from './security-tab';
import { useTranslation } from '../../../i18n/use-translation';
import { msg } from '../../../i18n/msg';

interface ProfilePageProps {
  /** The tracking integrations tab's content; the tab shows only when the route module gives one. */
  integrationsPanel?: ReactNode;
}

const TABS = [
  { value: 'details', label: msg('Details') },
  { value: 'picture', label: msg('Profile Picture') },
  { value: 'notifications', label: msg('Notifications') },
  { value: 'security', label: msg('Security') },
] as const;

/** /profile: the signed-in user's own details, picture, notification preferences, security and integrations. */
export function ProfilePage({ integrationsPanel }: ProfilePageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const tabs: { value: string; label: string }[] = [...TABS, ...(integrationsPanel ? [{ value: PROFILE_TAB_INTEGRATIONS, label: msg('Integrations') }] : [])];
  const asked = params.get('tab');
  const tab = tabs.some((item) => item.value === asked) ? asked! : 'details';

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 960, mx: 'auto' }}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('Your details, picture, notifications and sign-in security.')}
      </Typography>
      <Tabs value={tab} aria-label={t('Profile sections')} variant="scrollable" allowScrollButtonsMobile sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
        {tabs.map((item) => (
          <Tab key={item.value} value={item.value} label={t(item.label)} component={Link} to={`?tab=${item.value}`} id={`profile-tab-${item.value}`} aria-controls={`profile-panel-${item.value}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`profile-panel-${tab}`} aria-labelledby={`profile-tab-${tab}`}>
        {tab === 'details' && <DetailsTab />}
        {tab === 'picture' && <PictureTab />}
        {tab === 'notifications' && <NotificationsTab />}
        {tab === 'security' && <SecurityTab />}
        {tab === PROFILE_TAB_INTEGRATIONS && integrationsPanel}
      </Box>
    </Box>
  );
}
