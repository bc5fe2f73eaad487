import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import { useId, useState } from 'react';
import { useShipmentSearchBox } from '../hooks/use-shipment-search-box';
import { optionId } from './option-id';
import { SearchInput } from './search-input';
import { SearchBoxResults } from './search-box-results';

/** Wide screens: the search box in the top bar, its results in a popover under it. */
export function InlineSearch({ isBroker }: { isBroker: boolean }) {
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
            <SearchBoxResults box={box} listboxId={listboxId} isBroker={isBroker} />
          </Paper>
        )}
      </Box>
    </ClickAwayListener>
  );
}
