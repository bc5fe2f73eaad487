import ChevronRight from '@mui/icons-material/ChevronRight';
import FilterList from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_CUTOFF_PX, SIDE_PANEL_WIDTH } from '@portal/domain/common/constants';
import { useState, type ReactNode } from 'react';
import { SidePanel, type SidePanelProps } from './side-panel';
import { useTranslation } from '../../i18n/use-translation';

export interface ListLayoutProps extends Omit<SidePanelProps, 'onCollapse'> {
  /** Above the list: a search box, sort, actions. The phone layout puts the Filters button first in it. */
  toolbar?: ReactNode;
  /** Number of filters that differ from the defaults, shown on the phone Filters button. */
  activeFilterCount?: number;
  /** Start with the desktop panel folded away. */
  defaultCollapsed?: boolean;
  children: ReactNode;
}

const NARROW_QUERY = `(max-width:${MOBILE_CUTOFF_PX - 0.05}px)`;

/**
 * The layout of list pages (spec section 2): a collapsible side panel 275 wide beside the list; on
 * phones (< 900 px) the panel is a drawer opened by a Filters button.
 */
export function ListLayout({ toolbar, activeFilterCount = 0, defaultCollapsed = false, children, ...panel }: ListLayoutProps) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(NARROW_QUERY, { noSsr: true });
  const [collapsed, setCollapsed] = useState(defaultCollapsed);
  const [drawerOpen, setDrawerOpen] = useState(false);

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
            <Tooltip title={t('Show panel')} placement="right">
              <IconButton size="small" aria-label={t('Show panel')} onClick={() => setCollapsed(false)}>
                <ChevronRight fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        ) : (
          <Paper
            component="aside"
            square
            elevation={0}
            aria-label={t('List views and filters')}
            sx={{ width: SIDE_PANEL_WIDTH, flexShrink: 0, borderRight: 1, borderColor: 'divider', height: '100%' }}
          >
            <SidePanel {...panel} onCollapse={() => setCollapsed(true)} />
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
        <Box data-list-scroller sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: { xs: 1.5, sm: 2 }, pb: 2 }}>
          {children}
        </Box>
      </Box>

      {narrow && (
        <Drawer
          anchor="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{ paper: { sx: { width: SIDE_PANEL_WIDTH, maxWidth: '90vw' }, 'aria-label': t('List views and filters') } }}
        >
          <SidePanel {...panel} onViewChange={onViewChange} onApply={onApply} />
        </Drawer>
      )}
    </Box>
  );
}
