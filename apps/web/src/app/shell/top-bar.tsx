import HelpOutline from '@mui/icons-material/HelpOutline';
import MenuIcon from '@mui/icons-material/Menu';
import NewReleasesOutlined from '@mui/icons-material/NewReleasesOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { CurrentUser } from '@portal/domain/auth/current-user';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { ShipmentSearch } from '../../features/shell-search/components/shipment-search';
import { importWithReload } from '../../lib/lazy-import';
import { UserMenu } from './user-menu';
import { useTranslation } from '../../i18n/use-translation';

// Loaded the first time the user opens it: the first paint of the shell does not need it.
const ReleaseNotesDialog = lazy(
  importWithReload(async () => ({
    default: (await import('../../features/release-notes/components/release-notes-dialog')).ReleaseNotesDialog,
  })),
);

interface TopBarProps {
  title: string;
  user: CurrentUser;
  /** Below the mobile cutoff: menu button, search overlay. */
  compact: boolean;
  /** Admins on wide screens see API Documentation. */
  wide: boolean;
  accessRequestCount: number | undefined;
  onOpenNavigation: () => void;
  onLogout: () => void;
}

/** Page title, shipment search, help desk, application updates and the user menu. */
export function TopBar({ title, user, compact, wide, accessRequestCount, onOpenNavigation, onLogout }: TopBarProps) {
  const { t } = useTranslation();
  const [updatesOpen, setUpdatesOpen] = useState(false);
  const [updatesRequested, setUpdatesRequested] = useState(false);
  const openUpdates = () => {
    setUpdatesRequested(true);
    setUpdatesOpen(true);
  };

  return (
    <Box
      component="header"
      sx={{
        height: 64,
        flexShrink: 0,
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 0.5, sm: 1.5 },
        px: { xs: 1, sm: 2, md: 3 },
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {compact && (
        <IconButton aria-label={t('Open navigation')} onClick={onOpenNavigation} edge="start">
          <MenuIcon />
        </IconButton>
      )}
      <Typography
        variant="h1"
        data-testid="page-title"
        // On a phone the title may take two lines ('Shipment 41001234' does not fit one beside the
        // icons) rather than end in an ellipsis; wider, one line is always enough.
        sx={{
          fontSize: { xs: '1rem', sm: '1.25rem' },
          lineHeight: { xs: 1.25, sm: 1.6 },
          fontWeight: 700,
          flex: 1,
          minWidth: 0,
          overflow: 'hidden',
          overflowWrap: 'anywhere',
          display: '-webkit-box',
          WebkitBoxOrient: 'vertical',
          WebkitLineClamp: { xs: 2, sm: 1 },
        }}
      >
        {title}
      </Typography>
      <ShipmentSearch isBroker={user.isBroker} compact={compact} />
      <IconButton size={compact ? 'small' : 'medium'} component={Link} to={paths.help.getHref()} aria-label={t('Help desk')} title={t('Help desk')}>
        <HelpOutline />
      </IconButton>
      <IconButton size={compact ? 'small' : 'medium'} aria-label={t('Application updates')} title={t('Application updates')} onClick={openUpdates}>
        <NewReleasesOutlined />
      </IconButton>
      <UserMenu user={user} accessRequestCount={accessRequestCount} wide={wide} onLogout={onLogout} />
      {updatesRequested && (
        <Suspense fallback={null}>
          <ReleaseNotesDialog open={updatesOpen} onClose={() => setUpdatesOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
