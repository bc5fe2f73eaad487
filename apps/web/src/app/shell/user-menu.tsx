import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ApiOutlined from '@mui/icons-material/ApiOutlined';
import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { canAccess, isAdmin, ROUTE_ACCESS } from '@portal/domain/auth/access';
import type { CurrentUser } from '@portal/domain/auth/current-user';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { UserAvatar } from '../../components/user-avatar';
import { ThemeMenuItems } from '../../features/appearance/components/theme-menu-items';
import { paths } from '../../config/paths';
import { formatBadgeCount, fullName, initials } from '../../lib/format';
import { LanguageChoice } from './language-choice';

interface UserMenuProps {
  user: CurrentUser;
  /** Open access requests (admins). */
  accessRequestCount: number | undefined;
  /** API Documentation is offered to admins on wide screens only. */
  wide: boolean;
  onLogout: () => void;
}

/** The avatar menu: My Profile, Contacts (Admin for admins), API Documentation, Theme, Language, Logout. */
export function UserMenu({ user, accessRequestCount, wide, onLogout }: UserMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const admin = isAdmin(user);
  const showContacts = canAccess(user, ROUTE_ACCESS.contacts);
  // A third-party payer has no profile area (spec section 6): the menu offers only what opens.
  const showProfile = canAccess(user, ROUTE_ACCESS.profile);
  const pending = admin && accessRequestCount !== undefined && accessRequestCount > 0 ? accessRequestCount : 0;
  const name = fullName(user) || user.email;

  return (
    <>
      <IconButton
          aria-label={t('Account menu')}
          title={t('Account')}
          aria-haspopup="menu"
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ p: 0.5 }}
        >
          <Badge color="error" variant="dot" invisible={pending === 0} overlap="circular">
            <UserAvatar fileId={user.fileId} initials={initials(user)} size={34} />
          </Badge>
        </IconButton>
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
    </>
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
