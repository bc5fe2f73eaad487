import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ApiOutlined from '@mui/icons-material/ApiOutlined';
import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { CurrentUser } from '@portal/domain/auth/current-user';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ThemeMenuItems } from '../../features/appearance/components/theme-menu-items';
import { paths } from '../../config/paths';
import { useTranslation } from '../../i18n/use-translation';
import { formatBadgeCount } from '../../lib/format';
import { LanguageChoice } from './language-choice';

export interface AccountMenuProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  user: CurrentUser;
  name: string;
  admin: boolean;
  showProfile: boolean;
  showContacts: boolean;
  /** Open access requests shown on Admin (0: none). */
  pending: number;
  /** API Documentation is offered to admins on wide screens only. */
  wide: boolean;
  onLogout: () => void;
}

/**
 * The avatar menu's items (user-menu.tsx holds the avatar button). A chunk of its own with MUI's
 * Menu, Popover and Modal: they are not drawn on the first paint, so they load beside it.
 */
export function AccountMenu({ anchor, onClose: close, user, name, admin, showProfile, showContacts, pending, wide, onLogout }: AccountMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu
      anchorEl={anchor}
      open={!!anchor}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 260, mt: 1, borderRadius: 2 } }, list: { 'aria-label': t('Account') } }}
    >
      <AccountHeader>
        <Typography component="div" sx={{ fontWeight: 600 }} noWrap>
          {name}
        </Typography>
        <Typography component="div" variant="body2" color="text.secondary" noWrap>
          {user.email}
        </Typography>
        {user.companyName && (
          <Typography variant="caption" color="text.secondary" noWrap sx={{ display: 'block' }}>
            {user.companyName}
          </Typography>
        )}
      </AccountHeader>
      <Divider />
      {showProfile && (
        <MenuItem component={Link} to={paths.profile.getHref()} onClick={close}>
          <ListItemIcon>
            <PersonOutline fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('My Profile')}</ListItemText>
        </MenuItem>
      )}
      {showContacts && (
        <MenuItem component={Link} to={paths.contacts.getHref()} onClick={close}>
          <ListItemIcon>{admin ? <AdminPanelSettingsOutlined fontSize="small" /> : <ContactsOutlined fontSize="small" />}</ListItemIcon>
          <ListItemText>{admin ? t('Admin') : t('Contacts')}</ListItemText>
          {pending > 0 && (
            <Box
              component="span"
              data-testid="access-request-badge"
              title={t('Open access requests')}
              sx={{ ml: 2, minWidth: 22, height: 20, px: 0.75, borderRadius: 10, bgcolor: 'error.main', color: 'error.contrastText', fontSize: 12, fontWeight: 700, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}
            >
              {formatBadgeCount(pending)}
            </Box>
          )}
        </MenuItem>
      )}
      {admin && wide && (
        <MenuItem component="a" href={paths.external.apiDocumentation.getHref()} target="_blank" rel="noopener noreferrer" onClick={close}>
          <ListItemIcon>
            <ApiOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('API Documentation')}</ListItemText>
        </MenuItem>
      )}
      <Divider />
      <ThemeMenuItems />
      <LanguageChoice onChosen={close} />
      <Divider />
      <MenuItem
        onClick={() => {
          close();
          onLogout();
        }}
      >
        <ListItemIcon>
          <LogoutOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('Logout')}</ListItemText>
      </MenuItem>
    </Menu>
  );
}

/**
 * Who is signed in, above the items: text, not an item. A menu may only own items and
 * separators (axe aria-required-children), so it is a presentational list entry, and the menu's
 * first focus and arrow keys skip it (MUI's muiSkipListHighlight, as ListSubheader does).
 */
function AccountHeader({ children }: { children: ReactNode }) {
  return (
    <Box component="li" role="none" sx={{ px: 2, py: 1.5 }}>
      {children}
    </Box>
  );
}
AccountHeader.muiSkipListHighlight = true;
