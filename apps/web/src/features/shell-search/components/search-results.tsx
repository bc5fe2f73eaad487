import ArrowForward from '@mui/icons-material/ArrowForward';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import SearchOff from '@mui/icons-material/SearchOff';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { NO_MATCHING_RESULTS, SEARCH_PROMPT, SEARCH_PROMPT_BROKER } from '@portal/domain/common/messages';
import { ShipmentStatus } from '@portal/domain/shipments/shipment-status';
import type { ReactNode } from 'react';
import type { ShipmentSearchResult } from '@portal/domain/shipments/shipment-search-schemas';
import { formatPlace } from '../../../lib/format';
import type { SearchBoxState } from '../hooks/use-shipment-search-box';
import { useTranslation } from '../../../i18n/use-translation';
import { optionId } from './option-id';

interface SearchResultsProps {
  listboxId: string;
  state: SearchBoxState;
  results: ShipmentSearchResult[];
  activeIndex: number;
  isBroker: boolean;
  onSelect: (result: ShipmentSearchResult) => void;
  onHover: (index: number) => void;
}

const STATUS_COLOR: Partial<Record<number, ChipProps['color']>> = {
  [ShipmentStatus.Voided]: 'error',
  [ShipmentStatus.ReadyToBook]: 'info',
  [ShipmentStatus.Tendering]: 'warning',
  [ShipmentStatus.Booked]: 'primary',
  [ShipmentStatus.Dispatched]: 'primary',
  [ShipmentStatus.InTransit]: 'secondary',
  [ShipmentStatus.AtStop]: 'secondary',
  [ShipmentStatus.Delivered]: 'success',
  [ShipmentStatus.DeliveryConfirmed]: 'success',
};

/** The prompt, progress, failure, empty text or result list under the search box. */
export function SearchResults({ listboxId, state, results, activeIndex, isBroker, onSelect, onHover }: SearchResultsProps) {
  const { t } = useTranslation();
  if (state === 'prompt') {
    return <Notice icon={<SearchOutlined />}>{isBroker ? t(SEARCH_PROMPT_BROKER) : t(SEARCH_PROMPT)}</Notice>;
  }
  if (state === 'loading') {
    return <Notice icon={<CircularProgress size={20} aria-label={t('Searching')} />}>{t('Searching…')}</Notice>;
  }
  if (state === 'error') {
    return <Notice icon={<ErrorOutline color="error" />}>{t('Search is unavailable right now. Please try again.')}</Notice>;
  }
  if (state === 'empty') {
    return <Notice icon={<SearchOff />}>{t(NO_MATCHING_RESULTS)}</Notice>;
  }
  return (
    <Box component="ul" role="listbox" id={listboxId} aria-label={t('Shipment search results')} sx={{ listStyle: 'none', m: 0, p: 0.75 }}>
      {results.map((result, index) => {
        const isDraft = result.status.value === ShipmentStatus.Draft;
        const references = result.referenceNumbers.filter(Boolean);
        return (
          <Box
            component="li"
            role="option"
            key={result.id}
            id={optionId(listboxId, index)}
            aria-selected={index === activeIndex}
            aria-disabled={isDraft || undefined}
            title={isDraft ? t('Draft shipments cannot be opened from search') : undefined}
            data-testid="shipment-search-result"
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => onHover(index)}
            onClick={() => onSelect(result)}
            sx={{
              px: 1.5,
              py: 1.25,
              borderRadius: 1.5,
              cursor: isDraft ? 'default' : 'pointer',
              opacity: isDraft ? 0.65 : 1,
              bgcolor: index === activeIndex ? 'action.hover' : 'transparent',
            }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography sx={{ fontWeight: 700 }}>{result.shipmentNumber}</Typography>
              <Chip size="small" label={t(result.status.displayName)} color={STATUS_COLOR[result.status.value] ?? 'default'} variant="outlined" />
            </Stack>
            <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mt: 0.5, color: 'text.secondary', flexWrap: 'wrap' }}>
              <Typography variant="body2">{formatPlace(result.origin) || t('Origin not set')}</Typography>
              <ArrowForward sx={{ fontSize: 14 }} aria-label={t('to')} />
              <Typography variant="body2">{formatPlace(result.destination) || t('Destination not set')}</Typography>
            </Stack>
            {isBroker && references.length > 0 && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
                {t('Ref: {{references}}', { references: references.join(', ') })}
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}

function Notice({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center', px: 2, py: 2.5, color: 'text.secondary' }}>
      <Box sx={{ display: 'flex', color: 'text.disabled' }}>{icon}</Box>
      <Typography variant="body2">{children}</Typography>
    </Stack>
  );
}
