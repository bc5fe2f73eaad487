import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { SEARCH_SHIPMENTS_PLACEHOLDER } from '@portal/domain/common/messages';
import { lazy, Suspense, useId, useState } from 'react';
import { useShipmentSearchBox } from '../hooks/use-shipment-search-box';
import { optionId } from './option-id';
import { SearchInput } from './search-input';
import { useTranslation } from '../../../i18n/use-translation';
import { importWithReload } from '../../../lib/lazy-import';
import { ProgressBar } from '../../../components/progress-bar';

// The phone's full-screen search is closed on the first paint: it loads beside it (MUI's Dialog and Modal with it).
// The results (status chips and all) show once the search box is used: they load beside the first paint.
const SearchResults = lazy(importWithReload(async () => ({ default: (await import('./search-results')).SearchResults })));
const SearchOverlay = lazy(importWithReload(async () => ({ default: (await import('./search-overlay')).SearchOverlay })));

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
            {box.isFetching && box.state === 'results' && <ProgressBar sx={{ height: 2 }} />}
            <Suspense fallback={null}>
              <SearchResults
                listboxId={listboxId}
                state={box.state}
                results={box.results}
                activeIndex={box.activeIndex}
                isBroker={isBroker}
                onSelect={box.select}
                onHover={box.setActiveIndex}
              />
            </Suspense>
          </Paper>
        )}
      </Box>
    </ClickAwayListener>
  );
}

function OverlaySearch({ isBroker }: { isBroker: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);

  return (
    <>
      <IconButton aria-label={t(SEARCH_SHIPMENTS_PLACEHOLDER)} onClick={() => setOpen(true)}>
        <SearchOutlined />
      </IconButton>
      <Suspense fallback={null}>
        <SearchOverlay open={open} onClose={() => setOpen(false)} isBroker={isBroker} />
      </Suspense>
    </>
  );
}
