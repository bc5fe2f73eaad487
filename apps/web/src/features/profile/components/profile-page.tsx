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

interface ProfilePageProps {
  /** The tracking integrations tab's content; the tab shows only when the route module gives one. */
  integrationsPanel?: ReactNode;
}

const TABS = [
  { value: 'details', label: 'Details' },
  { value: 'picture', label: 'Profile Picture' },
  { value: 'notifications', label: 'Notifications' },
  { value: 'security', label: 'Security' },
] as const;

/** /profile: the signed-in user's own details, picture, notification preferences, security and integrations. */
export function ProfilePage({ integrationsPanel }: ProfilePageProps) {
  const [params] = useSearchParams();
  const tabs: { value: string; label: string }[] = [...TABS, ...(integrationsPanel ? [{ value: PROFILE_TAB_INTEGRATIONS, label: 'Integrations' }] : [])];
  const asked = params.get('tab');
  const tab = tabs.some((t) => t.value === asked) ? asked! : 'details';

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 960, mx: 'auto' }}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Your details, picture, notifications and sign-in security.
      </Typography>
      <Tabs value={tab} aria-label="Profile sections" variant="scrollable" allowScrollButtonsMobile sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
        {tabs.map((t) => (
          <Tab key={t.value} value={t.value} label={t.label} component={Link} to={`?tab=${t.value}`} id={`profile-tab-${t.value}`} aria-controls={`profile-panel-${t.value}`} />
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
