import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { canAccess, isAdmin, ROUTE_ACCESS } from '@portal/domain/auth/access';
import type { CurrentUser } from '@portal/domain/auth/current-user';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { UserAvatar } from '../../components/user-avatar';
import { fullName, initials } from '../../lib/format';
import { importWithReload } from '../../lib/lazy-import';
import { useOnceTrue } from '../../lib/use-once-true';

const AccountMenu = lazy(importWithReload(async () => ({ default: (await import('./account-menu')).AccountMenu })));

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
  // A third-party payer has no profile area: the menu offers only what opens.
  const showProfile = canAccess(user, ROUTE_ACCESS.profile);
  const pending = admin && accessRequestCount !== undefined && accessRequestCount > 0 ? accessRequestCount : 0;
  const name = fullName(user) || user.email;
  // The menu (MUI's Menu, Popover and Modal) downloads when first opened, not beside the first paint.
  const menuWanted = useOnceTrue(!!anchor);

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
      {menuWanted && (
        <Suspense fallback={null}>
          <AccountMenu
            anchor={anchor}
            onClose={close}
            user={user}
            name={name}
            admin={admin}
            showProfile={showProfile}
            showContacts={showContacts}
            pending={pending}
            wide={wide}
            onLogout={onLogout}
          />
        </Suspense>
      )}
    </>
  );
}
