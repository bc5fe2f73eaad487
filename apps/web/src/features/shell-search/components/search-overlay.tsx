import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { SEARCH_SHIPMENTS_PLACEHOLDER } from '@portal/domain/common/messages';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useShipmentSearchBox } from '../hooks/use-shipment-search-box';
import { optionId } from './option-id';
import { SearchBoxResults } from './search-box-results';
import { SearchInput } from './search-input';

interface SearchOverlayProps {
  open: boolean;
  onClose: () => void;
  /** Brokers search by reference number too and see references in the results. */
  isBroker: boolean;
}

/** Narrow screens: the shipment search as a full-screen overlay, opened by the top bar's search button. */
export function SearchOverlay({ open, onClose: close, isBroker }: SearchOverlayProps) {
  const { t } = useTranslation();
  const listboxId = useId();
  const box = useShipmentSearchBox({ onSelected: close, onEscape: close });

  // The accessible name goes on the paper, which carries role="dialog".
  return (
    <Dialog fullScreen open={open} onClose={close} slotProps={{ paper: { 'aria-label': t(SEARCH_SHIPMENTS_PLACEHOLDER) } }} disableRestoreFocus>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <IconButton aria-label={t('Close search')} onClick={close}>
          <ArrowBack />
        </IconButton>
        <Box sx={{ flex: 1 }}>
          <SearchInput
            value={box.query}
            onChange={box.setQuery}
            onKeyDown={box.onKeyDown}
            listboxId={listboxId}
            expanded
            activeDescendant={box.state === 'results' && box.activeIndex >= 0 ? optionId(listboxId, box.activeIndex) : undefined}
            onClear={() => box.setQuery('')}
            autoFocus
          />
        </Box>
      </Box>
      <SearchBoxResults box={box} listboxId={listboxId} isBroker={isBroker} scrollable />
    </Dialog>
  );
}
