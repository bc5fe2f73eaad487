import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';

/** A saved view of a list (Action Required, Draft, ...) with the number of rows it holds. */
export interface ListView {
  key: string;
  label: string;
  /** Shown beside the label; null or undefined while unknown. */
  count?: number | null;
}

export type SidePanelTab = 'views' | 'filters';

export interface SidePanelProps {
  views?: readonly ListView[];
  activeView?: string;
  onViewChange?: (key: string) => void;
  /** The FILTERS tab's form. */
  filters?: ReactNode;
  onApply?: () => void;
  onReset?: () => void;
  /** E.g. nothing changed since the last Apply. */
  applyDisabled?: boolean;
  defaultTab?: SidePanelTab;
  /** Desktop: folds the panel away. Omitted in the phone drawer. */
  onCollapse?: () => void;
}

const countFormat = new Intl.NumberFormat('en-US');

/** The side panel of list pages: VIEWS and FILTERS tabs, Reset and Apply. */
export function SidePanel({ views, activeView, onViewChange, filters, onApply, onReset, applyDisabled, defaultTab, onCollapse }: SidePanelProps) {
  const { t } = useTranslation();
  const hasViews = !!views && views.length > 0;
  const hasFilters = filters !== undefined && filters !== null;
  const [tab, setTab] = useState<SidePanelTab>(defaultTab ?? (hasViews ? 'views' : 'filters'));
  const shown: SidePanelTab = tab === 'views' && !hasViews ? 'filters' : tab === 'filters' && !hasFilters ? 'views' : tab;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider', pr: 0.5 }}>
        <Tabs value={shown} onChange={(_, value: SidePanelTab) => setTab(value)} variant="fullWidth" sx={{ flex: 1, minHeight: 44 }}>
          {hasViews && <Tab value="views" label={t('VIEWS')} sx={{ minHeight: 44, fontWeight: 700, letterSpacing: '0.06em' }} />}
          {hasFilters && <Tab value="filters" label={t('FILTERS')} sx={{ minHeight: 44, fontWeight: 700, letterSpacing: '0.06em' }} />}
        </Tabs>
        {onCollapse && (
          <Tooltip title={t('Hide panel')}>
            <IconButton size="small" aria-label={t('Hide panel')} onClick={onCollapse}>
              <ChevronLeft fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>

      <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        {shown === 'views' && hasViews ? (
          <List dense aria-label={t('Views')} sx={{ py: 1 }}>
            {views.map((view) => (
              // A list holds items: each view's button sits in its own list item (axe `list`).
              <ListItem key={view.key} disablePadding sx={{ display: 'block' }}>
                <ListItemButton
                  selected={view.key === activeView}
                  aria-current={view.key === activeView ? 'true' : undefined}
                  onClick={() => onViewChange?.(view.key)}
                  sx={{ mx: 1, borderRadius: 1, mb: 0.25 }}
                >
                  <ListItemText primary={t(view.label)} slotProps={{ primary: { sx: { fontWeight: view.key === activeView ? 600 : 500 } } }} />
                  {view.count !== undefined && view.count !== null && (
                    <Typography
                      component="span"
                      variant="caption"
                      aria-label={t('{{count}} in {{view}}', { count: view.count, view: t(view.label) })}
                      sx={{
                        minWidth: 28,
                        px: 1,
                        py: 0.25,
                        borderRadius: 10,
                        textAlign: 'center',
                        fontWeight: 700,
                        bgcolor: view.key === activeView ? 'primary.main' : 'action.selected',
                        color: view.key === activeView ? 'primary.contrastText' : 'text.secondary',
                      }}
                    >
                      {countFormat.format(view.count)}
                    </Typography>
                  )}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ) : (
          <Box component="form" aria-label={t('Filters')} sx={{ p: 2 }} onSubmit={(event) => { event.preventDefault(); onApply?.(); }}>
            {/* A page may load its filter form only when this tab shows it. */}
            <Suspense fallback={null}>{filters}</Suspense>
            {/* Enter in a filter field applies, like the Apply button. */}
            <button type="submit" hidden tabIndex={-1} aria-hidden />
          </Box>
        )}
      </Box>

      {(onApply || onReset) && (
        <Box sx={{ display: 'flex', gap: 1, p: 1.5, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          {onReset && (
            <Button variant="outlined" color="inherit" onClick={onReset} sx={{ flex: 1 }}>
              {t('Reset')}
            </Button>
          )}
          {onApply && (
            <Button variant="contained" onClick={onApply} disabled={applyDisabled} sx={{ flex: 1 }}>
              {t('Apply')}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}

/** The folded desktop panel's one control: unfolds it. */
export function ShowPanelButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('Show panel')} placement="right">
      <IconButton size="small" aria-label={t('Show panel')} onClick={onClick}>
        <ChevronRight fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
