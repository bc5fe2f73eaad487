import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { canAccess, ROUTE_ACCESS } from '@portal/domain/auth/access';
import { MOBILE_CUTOFF_PX } from '@portal/domain/common/constants';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { ProgressBar } from '../../components/progress-bar';
import { useAfterFirstContent } from '../../lib/after-first-content';
import { importWithReload } from '../../lib/lazy-import';
import { useOnceTrue } from '../../lib/use-once-true';
import { clearSavedPath, useSession } from '../../lib/session';
import { renewSessionIfExpired } from '../../lib/api-client';
import { storage } from '../../lib/storage';
import { EnvironmentBanner } from '../../components/environment-banner';
import { needsExpiredIntegrationNotice } from './expired-integration';
import { DesktopRail } from './nav-rail';
import { visibleNavGroups } from './nav-items';
import { SessionSync } from './session-sync';
import { StepUpHost } from './step-up-host';
import { TopBar } from './top-bar';
import { useLogout } from './use-logout';
import { useAccessRequestCount, useNavCounts } from './use-nav-counts';
import { usePageTitle } from './use-page-title';
import { useTranslation } from '../../i18n/use-translation';

const ExpiredIntegrationDialog = lazy(
  importWithReload(async () => ({ default: (await import('./expired-integration-dialog')).ExpiredIntegrationDialog })),
);

// The live updates stream: downloaded and opened once the page's first content is on screen.
const LiveUpdatesHost = lazy(importWithReload(async () => ({ default: (await import('../../features/live-updates/components/live-updates-host')).LiveUpdatesHost })));

// A carrier's compliance banner: its chunk and its call come after the page's first content.
const ComplianceBanner = lazy(importWithReload(async () => ({ default: (await import('../../features/compliance/components/compliance-banner')).ComplianceBanner })));

// Narrow screens only: downloaded when the menu button first opens it, not with the first page.
const MobileDrawer = lazy(importWithReload(async () => ({ default: (await import('./mobile-drawer')).MobileDrawer })));

const NARROW_QUERY = `(max-width:${MOBILE_CUTOFF_PX - 0.05}px)`;

/** The signed-in frame (shell): left rail or drawer, top bar, page. */
export function AppShell() {
  const { user } = useSession();
  if (!user) return null;
  return <ShellFrame user={user} />;
}

function ShellFrame({ user }: { user: NonNullable<ReturnType<typeof useSession>['user']> }) {
  const { t } = useTranslation();
  const { mobileMode } = useSession();
  const narrow = useMediaQuery(NARROW_QUERY, { noSsr: true });
  const compact = narrow || mobileMode;
  const groups = useMemo(() => visibleNavGroups(user), [user]);
  const counts = useNavCounts(groups);
  const afterContent = useAfterFirstContent();
  const accessRequestCount = useAccessRequestCount(user);
  const logout = useLogout();
  const title = usePageTitle();
  const navigation = useNavigation();
  const location = useLocation();
  const [pinnedOpen, setPinnedOpen] = useState(() => storage.getNavRailOpen() ?? true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerWanted = useOnceTrue(drawerOpen);
  // The dialog records in session storage that it was shown, so it comes once per session.
  const showExpiredNotice = needsExpiredIntegrationNotice(user);
  const carrierUser = !user.isBrokerage && canAccess(user, ROUTE_ACCESS.compliance);

  // Back inside the app: the path saved before sign-in has served its purpose.
  useEffect(() => clearSavedPath(), []);

  // The token's exp is checked on each navigation as well as before each API call.
  useEffect(() => {
    renewSessionIfExpired();
  }, [location.key]);

  const togglePinned = () => {
    setPinnedOpen((open) => {
      storage.setNavRailOpen(!open);
      return !open;
    });
  };

  return (
    <Box sx={{ height: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          px: 2,
          py: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('Skip to main content')}
      </Box>
      <EnvironmentBanner />
      <Box sx={{ flex: 1, display: 'flex', minHeight: 0 }}>
        {!compact && (
          <DesktopRail
            groups={groups}
            counts={counts}
            onLogout={logout}
            pinnedOpen={pinnedOpen}
            onTogglePinned={togglePinned}
          />
        )}
        <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0, position: 'relative' }}>
          <TopBar
            title={title}
            user={user}
            compact={compact}
            wide={!compact}
            accessRequestCount={accessRequestCount}
            onOpenNavigation={() => setDrawerOpen(true)}
            onLogout={logout}
          />
          {navigation.state === 'loading' && (
            <ProgressBar aria-label={t('Loading page')} sx={{ position: 'absolute', top: 64, left: 0, right: 0, height: 2, zIndex: 1 }} />
          )}
          <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, overflowY: 'auto', outline: 'none' }}>
            {afterContent && carrierUser && (
              <Suspense fallback={null}>
                <ComplianceBanner />
              </Suspense>
            )}
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </Box>
        </Box>
      </Box>
      {compact && drawerWanted && (
        <Suspense fallback={null}>
          <MobileDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            groups={groups}
            counts={counts}
            onLogout={logout}
          />
        </Suspense>
      )}
      <SessionSync />
      <StepUpHost />
      {afterContent && (
        <Suspense fallback={null}>
          <LiveUpdatesHost />
        </Suspense>
      )}
      {showExpiredNotice && (
        <Suspense fallback={null}>
          <ExpiredIntegrationDialog />
        </Suspense>
      )}
    </Box>
  );
}
