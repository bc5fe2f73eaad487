import ArrowBack from '@mui/icons-material/ArrowBack';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import { SEARCH_SHIPMENTS_PLACEHOLDER } from '@portal/domain/common/messages';
import { useId, useState } from 'react';
import { useShipmentSearchBox } from '../hooks/use-shipment-search-box';
import { optionId, SearchResults } from './search-results';
import { SearchInput } from './search-input';
import { useTranslation } from '../../../i18n/use-translation';

interface ShipmentSearchProps {
  /** Brokers search by reference number too and see references in the results. */
  isBroker: boolean;
  /** Narrow screens: a search button that opens a full-screen overlay. */
  compact: boolean;
}

/** The top bar's shipment search (spec section 2). */
export function ShipmentSearch({ isBroker, compact }: ShipmentSearchProps) {
  return compact ? <OverlaySearch isBroker={isBroker} /> : <InlineSearch isBroker={isBroker} />;
}

function InlineSearch({ isBroker }: { isBroker: boolean }) {
  const [open, setOpen] = useState(false);
  const listboxId = useId();
  const box = useShipmentSearchBox({ onSelected: () => setOpen(false), onEscape: () => setOpen(false) });
  const expanded = open;

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box
        sx={{ position: 'relative', width: { md: 320, lg: 400 } }}
        data-testid="shipment-search"
        // The popover closes when keyboard focus leaves the search (Tab away), as a click outside does.
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
      >
        <SearchInput
          value={box.query}
          onChange={(value) => {
            box.setQuery(value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={box.onKeyDown}
          listboxId={listboxId}
          expanded={expanded}
          activeDescendant={expanded && box.state === 'results' && box.activeIndex >= 0 ? optionId(listboxId, box.activeIndex) : undefined}
          onClear={() => box.setQuery('')}
        />
        {expanded && (
          <Paper
            elevation={8}
            // Choosing a result with the mouse keeps focus in the input, so the blur above does not close first.
            onMouseDown={(event) => event.preventDefault()}
            sx={{
              position: 'absolute',
              top: 'calc(100% + 6px)',
              left: 0,
              width: { md: 420, lg: 480 },
              maxHeight: 'min(480px, calc(100vh - 120px))',
              overflowY: 'auto',
              zIndex: (theme) => theme.zIndex.modal,
              borderRadius: 2,
            }}
          >
            {box.isFetching && box.state === 'results' && <LinearProgress sx={{ height: 2 }} />}
            <SearchResults
              listboxId={listboxId}
              state={box.state}
              results={box.results}
              activeIndex={box.activeIndex}
              isBroker={isBroker}
              onSelect={box.select}
              onHover={box.setActiveIndex}
            />
          </Paper>
        )}
      </Box>
    </ClickAwayListener>
  );
}

function OverlaySearch({ isBroker }: { isBroker: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listboxId = useId();
  const close = () => setOpen(false);
  const box = useShipmentSearchBox({ onSelected: close, onEscape: close });

  return (
    <>
      <IconButton aria-label={t(SEARCH_SHIPMENTS_PLACEHOLDER)} onClick={() => setOpen(true)}>
        <SearchOutlined />
      </IconButton>
      {/* The accessible name goes on the paper, which carries role="dialog". */}
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
        {box.isFetching && box.state === 'results' && <LinearProgress sx={{ height: 2 }} />}
        {/* Focusable so the results can be scrolled from the keyboard (the options are reached with the arrow keys in the box). */}
        <Box tabIndex={0} sx={{ overflowY: 'auto', flex: 1 }}>
          <SearchResults
            listboxId={listboxId}
            state={box.state}
            results={box.results}
            activeIndex={box.activeIndex}
            isBroker={isBroker}
            onSelect={box.select}
            onHover={box.setActiveIndex}
          />
        </Box>
      </Dialog>
    </>
  );
}
