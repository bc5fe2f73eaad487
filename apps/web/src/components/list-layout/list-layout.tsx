import FilterList from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_CUTOFF_PX, SIDE_PANEL_WIDTH } from '@portal/domain/common/constants';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { SidePanelProps } from './side-panel';
import { useTranslation } from '../../i18n/use-translation';
import { useAfterFirstContent } from '../../lib/after-first-content';
import { importWithReload } from '../../lib/lazy-import';

// The panel (tabs, the views' list, a page's filter form) and the phone's drawer (MUI's Modal,
// Portal and transitions) are chunks of their own: a list's first paint shows its rows, not these.
const loadSidePanel = importWithReload(() => import('./side-panel'));
const SidePanel = lazy(async () => ({ default: (await loadSidePanel()).SidePanel }));
const ShowPanelButton = lazy(async () => ({ default: (await loadSidePanel()).ShowPanelButton }));
const FiltersDrawer = lazy(importWithReload(async () => ({ default: (await import('./filters-drawer')).FiltersDrawer })));

export interface ListLayoutProps extends Omit<SidePanelProps, 'onCollapse'> {
  /** Above the list: a search box, sort, actions. The phone layout puts the Filters button first in it. */
  toolbar?: ReactNode;
  /** Number of filters that differ from the defaults, shown on the phone Filters button. */
  activeFilterCount?: number;
  /** Start with the desktop panel folded away. */
  defaultCollapsed?: boolean;
  /**
   * Names the scrolling list and lets the keyboard reach it, for lists whose rows hold nothing to
   * focus (a log): without it the rows below the fold could not be scrolled to by keyboard.
   */
  scrollerLabel?: string;
  children: ReactNode;
}

const NARROW_QUERY = `(max-width:${MOBILE_CUTOFF_PX - 0.05}px)`;

/**
 * The layout of list pages: a collapsible side panel 275 wide beside the list; on
 * phones (< 900 px) the panel is a drawer opened by a Filters button.
 */
export function ListLayout({ toolbar, activeFilterCount = 0, defaultCollapsed = false, scrollerLabel, children, ...panel }: ListLayoutProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(NARROW_QUERY, { noSsr: true });
  const [collapsed, setCollapsed] = useState(defaultCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer is mounted (closed, so its first opening slides in) once the list's first content is
  // on screen, or at once when Filters is tapped before that.
  const drawerMounted = useAfterFirstContent() || drawerOpen;

  // In the drawer, choosing a view or applying filters also closes it.
  const onViewChange = panel.onViewChange && ((key: string) => { panel.onViewChange?.(key); setDrawerOpen(false); });
  const onApply = panel.onApply && (() => { panel.onApply?.(); setDrawerOpen(false); });

  const filtersButton = narrow && (
    <Button
      variant="outlined"
      color="inherit"
      startIcon={
        <Badge badgeContent={activeFilterCount} color="primary" invisible={activeFilterCount === 0}>
          <FilterList />
        </Badge>
      }
      onClick={() => setDrawerOpen(true)}
      aria-haspopup="dialog"
      sx={{ flexShrink: 0 }}
    >
      {t('Filters')}
    </Button>
  );

  return (
    <Box sx={{ display: 'flex', alignItems: 'stretch', height: '100%', minHeight: 0 }}>
      {!narrow &&
        (collapsed ? (
          <Box sx={{ width: 40, flexShrink: 0, borderRight: 1, borderColor: 'divider', bgcolor: 'background.paper', pt: 1, display: 'flex', justifyContent: 'center' }}>
            <Suspense fallback={null}>
              <ShowPanelButton onClick={() => setCollapsed(false)} />
            </Suspense>
          </Box>
        ) : (
          <Paper
            component="aside"
            square
            elevation={0}
            aria-label={t('List views and filters')}
            sx={{ width: SIDE_PANEL_WIDTH, flexShrink: 0, borderRight: 1, borderColor: 'divider', height: '100%' }}
          >
            <Suspense fallback={null}>
              <SidePanel {...panel} onCollapse={() => setCollapsed(true)} />
            </Suspense>
          </Paper>
        ))}

      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', height: '100%' }}>
        {(toolbar || filtersButton) && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', px: { xs: 1.5, sm: 2 }, pt: 2, pb: 1 }}>
            {filtersButton}
            {toolbar}
          </Box>
        )}
        {/* The list scrolls here, under a toolbar that stays in place. */}
        <Box
          data-list-scroller
          {...(scrollerLabel ? { tabIndex: 0, role: 'region', 'aria-label': scrollerLabel } : {})}
          sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: { xs: 1.5, sm: 2 }, pb: 2 }}
        >
          {children}
        </Box>
      </Box>

      {narrow && drawerMounted && (
        <Suspense fallback={null}>
          <FiltersDrawer {...panel} open={drawerOpen} onClose={() => setDrawerOpen(false)} onViewChange={onViewChange} onApply={onApply} />
        </Suspense>
      )}
    </Box>
  );
}
