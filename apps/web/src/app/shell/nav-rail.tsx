import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { NAV_RAIL_COLLAPSED_WIDTH, NAV_RAIL_OPEN_WIDTH } from '@portal/domain/common/constants';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useLocation } from 'react-router';
import { BrandMark, PRODUCT_NAME } from '../../components/brand-mark';
import { paths } from '../../config/paths';
import { formatBadgeCount } from '../../lib/format';
import { isNavItemActive, type NavGroup, type NavItem } from './nav-items';
import type { NavCounts } from './use-nav-counts';

export interface NavContentProps {
  groups: readonly NavGroup[];
  counts: NavCounts;
  /** Labels and group titles are shown (open or hovered rail, drawer). */
  expanded: boolean;
  onLogout: () => void;
  onNavigate?: () => void;
}

const HEADER_HEIGHT = 64;

/** The groups and items of the left navigation (shell). */
export function NavContent({ groups, counts, expanded, onLogout, onNavigate }: NavContentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label={t('Main navigation')} sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', py: 1 }}>
      {groups.map((group, index) => (
        <Box key={group.title ?? `group-${index}`} role="group" aria-label={group.title ? t(group.title) : t('Home')}>
          {group.title &&
            (expanded ? (
              <Typography
                variant="overline"
                component="div"
                sx={{ px: 2.25, pt: 1.5, pb: 0.25, color: 'text.secondary', fontSize: 11, whiteSpace: 'nowrap' }}
              >
                {t(group.title)}
              </Typography>
            ) : (
              <Divider sx={{ mx: 1.5, my: 1 }} aria-hidden />
            ))}
          <List disablePadding dense>
            {/* Each entry in its own list item: a list holds items, not bare links (axe `list`). */}
            {group.items.map((item) => (
              <ListItem key={item.key} disablePadding sx={{ display: 'block' }}>
                <NavEntry
                  item={item}
                  count={item.kind === 'link' && item.badge ? counts[item.badge] : undefined}
                  active={item.kind === 'link' && isNavItemActive(item, pathname)}
                  expanded={expanded}
                  onLogout={onLogout}
                  onNavigate={onNavigate}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      ))}
    </Box>
  );
}

interface NavEntryProps {
  item: NavItem;
  count: number | undefined;
  active: boolean;
  expanded: boolean;
  onLogout: () => void;
  onNavigate?: () => void;
}

function NavEntry({ item, count, active, expanded, onLogout, onNavigate }: NavEntryProps) {
  const { t } = useTranslation();
  const Icon = item.icon;
  const showCount = count !== undefined && count > 0;
  const badgeText = showCount ? formatBadgeCount(count) : '';
  const sx = {
    minHeight: 42,
    mx: 0.75,
    my: 0.25,
    px: 1.25,
    borderRadius: 2,
    // Open, a long label (Spanish runs longer) wraps to a second line rather than losing its end.
    whiteSpace: expanded ? 'normal' : 'nowrap',
  } as const;
  const icon = (
    <ListItemIcon sx={{ minWidth: 0, mr: 1.75, color: active ? 'primary.main' : 'text.secondary' }}>
      {showCount && !expanded ? (
        <Badge badgeContent={badgeText} color="error" data-testid={`nav-badge-${item.key}`}>
          <Icon fontSize="small" />
        </Badge>
      ) : (
        <Icon fontSize="small" />
      )}
    </ListItemIcon>
  );
  const label = (
    <ListItemText
      primary={t(item.label)}
      slotProps={{ primary: { noWrap: !expanded, sx: { fontSize: 13.5, lineHeight: 1.25, fontWeight: active ? 600 : 500, letterSpacing: '-0.005em' } } }}
      sx={{ opacity: expanded ? 1 : 0, transition: 'opacity 120ms', m: 0 }}
    />
  );
  const pill = showCount && expanded && (
    <Box
      component="span"
      data-testid={`nav-badge-${item.key}`}
      sx={{
        ml: 0.75,
        minWidth: 22,
        height: 20,
        px: 0.75,
        borderRadius: 10,
        bgcolor: 'error.main',
        color: 'error.contrastText',
        fontSize: 12,
        fontWeight: 700,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {badgeText}
    </Box>
  );

  if (item.kind === 'link') {
    return (
      <ListItemButton
        component={Link}
        to={item.href}
        selected={active}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
        sx={sx}
        data-testid={`nav-${item.key}`}
      >
        {icon}
        {label}
        {pill}
      </ListItemButton>
    );
  }
  // A real <button>: Logout is an action, not a place.
  return (
    <ListItemButton
      component="button"
      type="button"
      onClick={() => {
        onNavigate?.();
        onLogout();
      }}
      sx={{ ...sx, width: 'calc(100% - 12px)', font: 'inherit', textAlign: 'left' }}
      data-testid="nav-logout"
    >
      {icon}
      {label}
    </ListItemButton>
  );
}

export function RailHeader({ expanded }: { expanded: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component={Link}
      to={paths.root.getHref()}
      aria-label={t('{{product}} home', { product: PRODUCT_NAME })}
      sx={{
        height: HEADER_HEIGHT,
        flexShrink: 0,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 1.75,
        color: 'text.primary',
        textDecoration: 'none',
        borderBottom: 1,
        borderColor: 'divider',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
      }}
    >
      <BrandMark size={30} />
      <Typography component="span" sx={{ fontWeight: 700, fontSize: 17, letterSpacing: '-0.01em', opacity: expanded ? 1 : 0, transition: 'opacity 120ms' }}>
        {PRODUCT_NAME}
      </Typography>
    </Box>
  );
}

interface DesktopRailProps extends Omit<NavContentProps, 'expanded' | 'onNavigate'> {
  /** Pinned open (remembered); when collapsed the rail expands while hovered. */
  pinnedOpen: boolean;
  onTogglePinned: () => void;
}

/** The left rail on wide screens: 240 pinned open, 60 collapsed and expanding over the page on hover. */
export function DesktopRail({ pinnedOpen, onTogglePinned, ...content }: DesktopRailProps) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState(false);
  const hoverTimer = useRef<number | undefined>(undefined);
  const expanded = pinnedOpen || hovered;
  const width = pinnedOpen ? NAV_RAIL_OPEN_WIDTH : NAV_RAIL_COLLAPSED_WIDTH;

  const setHover = (on: boolean) => {
    window.clearTimeout(hoverTimer.current);
    // A short delay keeps the rail from flickering open when the pointer only crosses it.
    hoverTimer.current = window.setTimeout(() => setHovered(on), on ? 120 : 0);
  };

  return (
    <Box sx={{ width, flexShrink: 0, transition: 'width 180ms ease', position: 'relative', zIndex: (theme) => theme.zIndex.drawer }}>
      <Box
        data-testid="nav-rail"
        data-expanded={expanded}
        onMouseEnter={() => setHover(true)}
        onMouseLeave={() => setHover(false)}
        onFocus={(event) => {
          // Keyboard users get the labels too; a mouse click already expanded the rail by hovering.
          if (matchesFocusVisible(event.target)) setHovered(true);
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHovered(false);
        }}
        sx={{
          position: 'absolute',
          inset: 0,
          right: 'auto',
          width: expanded ? NAV_RAIL_OPEN_WIDTH : NAV_RAIL_COLLAPSED_WIDTH,
          transition: 'width 180ms ease, box-shadow 180ms ease',
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
          boxShadow: expanded && !pinnedOpen ? '8px 0 24px rgba(16, 42, 84, 0.12)' : 'none',
          display: 'flex',
          flexDirection: 'column',
          overflow: 'hidden',
        }}
      >
        <RailHeader expanded={expanded} />
        <NavContent {...content} expanded={expanded} />
        <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1, display: 'flex', justifyContent: expanded ? 'flex-end' : 'center' }}>
          <IconButton
            size="small"
            onClick={onTogglePinned}
            aria-label={pinnedOpen ? t('Collapse navigation') : t('Keep navigation open')}
            title={pinnedOpen ? t('Collapse navigation') : t('Keep navigation open')}
            aria-pressed={pinnedOpen}
          >
            {pinnedOpen ? <ChevronLeft /> : <ChevronRight />}
          </IconButton>
        </Box>
      </Box>
    </Box>
  );
}

function matchesFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}
