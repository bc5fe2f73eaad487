import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { useShipmentSearchBox } from '../hooks/use-shipment-search-box';
import { SearchResults } from './search-results';

interface SearchBoxResultsProps {
  box: ReturnType<typeof useShipmentSearchBox>;
  listboxId: string;
  isBroker: boolean;
  /** The results scroll on their own under the progress line (the full-screen overlay). */
  scrollable?: boolean;
}

/** What a search box has found, under a progress line while it refreshes them. */
export function SearchBoxResults({ box, listboxId, isBroker, scrollable = false }: SearchBoxResultsProps) {
  const results = (
    <SearchResults
      listboxId={listboxId}
      state={box.state}
      results={box.results}
      activeIndex={box.activeIndex}
      isBroker={isBroker}
      onSelect={box.select}
      onHover={box.setActiveIndex}
    />
  );
  return (
    <>
      {box.isFetching && box.state === 'results' && <LinearProgress sx={{ height: 2 }} />}
      {scrollable ? (
        // Focusable so the results can be scrolled from the keyboard (the options are reached with the arrow keys in the box).
        <Box tabIndex={0} sx={{ overflowY: 'auto', flex: 1 }}>
          {results}
        </Box>
      ) : (
        results
      )}
    </>
  );
}
