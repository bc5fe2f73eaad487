import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import { SEARCH_SHIPMENTS_PLACEHOLDER } from '@portal/domain/common/messages';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { importWithReload } from '../../../lib/lazy-import';
import { useOnceTrue } from '../../../lib/use-once-true';

// The search box (MUI's InputBase) and its results load beside the first paint rather than in its
// first load, the box's place kept meanwhile; the phone's full-screen overlay (MUI's Dialog) when first opened.
const InlineSearch = lazy(importWithReload(async () => ({ default: (await import('./inline-search')).InlineSearch })));
const SearchOverlay = lazy(importWithReload(async () => ({ default: (await import('./search-overlay')).SearchOverlay })));

interface ShipmentSearchProps {
  /** Brokers search by reference number too and see references in the results. */
  isBroker: boolean;
  /** Narrow screens: a search button that opens a full-screen overlay. */
  compact: boolean;
}

/** The top bar's shipment search. */
export function ShipmentSearch({ isBroker, compact }: ShipmentSearchProps) {
  if (compact) return <OverlaySearch isBroker={isBroker} />;
  return (
    <Suspense fallback={<SearchBoxPlace />}>
      <InlineSearch isBroker={isBroker} />
    </Suspense>
  );
}

/** The search box's size and tint while it downloads, so the top bar does not shift when it comes. */
function SearchBoxPlace() {
  return (
    <Box sx={{ width: { md: 320, lg: 400 } }}>
      <Box sx={{ height: 40, borderRadius: 2, border: '1px solid transparent', bgcolor: (t) => alpha(t.palette.primary.main, 0.06) }} />
    </Box>
  );
}

function OverlaySearch({ isBroker }: { isBroker: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const overlayWanted = useOnceTrue(open);

  return (
    <>
      <IconButton aria-label={t(SEARCH_SHIPMENTS_PLACEHOLDER)} onClick={() => setOpen(true)}>
        <SearchOutlined />
      </IconButton>
      {overlayWanted && (
        <Suspense fallback={null}>
          <SearchOverlay open={open} onClose={() => setOpen(false)} isBroker={isBroker} />
        </Suspense>
      )}
    </>
  );
}
