import Drawer from '@mui/material/Drawer';
import { SIDE_PANEL_WIDTH } from '@portal/domain/common/constants';
import { SidePanel, type SidePanelProps } from './side-panel';
import { useTranslation } from '../../i18n/use-translation';

export interface FiltersDrawerProps extends Omit<SidePanelProps, 'onCollapse'> {
  open: boolean;
  onClose: () => void;
}

/** The side panel on a phone: a drawer from the left, opened by the list's Filters button. */
export function FiltersDrawer({ open, onClose, ...panel }: FiltersDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: SIDE_PANEL_WIDTH, maxWidth: '90vw' }, 'aria-label': t('List views and filters') } }}
    >
      <SidePanel {...panel} />
    </Drawer>
  );
}
