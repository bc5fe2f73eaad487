import Drawer from '@mui/material/Drawer';
import { NAV_RAIL_OPEN_WIDTH } from '@portal/domain/common/constants';
import { NavContent, RailHeader, type NavContentProps } from './nav-rail';

export interface MobileDrawerProps extends Omit<NavContentProps, 'expanded' | 'onNavigate'> {
  open: boolean;
  onClose: () => void;
}

/**
 * Below 900 px the rail is hidden; the top bar's menu button opens this drawer. A chunk of its own
 * (with MUI's Drawer and Modal), loaded beside the first page: app-shell.tsx.
 */
export function MobileDrawer({ open, onClose, ...content }: MobileDrawerProps) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: false }}
      slotProps={{ paper: { sx: { width: NAV_RAIL_OPEN_WIDTH, display: 'flex', flexDirection: 'column' } } }}
    >
      <RailHeader expanded />
      <NavContent {...content} expanded onNavigate={onClose} />
    </Drawer>
  );
}
