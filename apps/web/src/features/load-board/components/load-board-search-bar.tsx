import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormEvent } from 'react';
import { PlaceAutocomplete } from '../../../components/place-autocomplete/place-autocomplete';
import type { SearchState } from './load-board-search';
import { useTranslation } from '../../../i18n/use-translation';

interface LoadBoardSearchBarProps {
  draft: SearchState;
  setDraft: (patch: Partial<SearchState>) => void;
  errors: { origin?: string; destination?: string };
  onSearch: (event: FormEvent) => void;
}

/** Origin and destination boxes and Search, above the list. */
export function LoadBoardSearchBar({ draft, setDraft, errors, onSearch: apply }: LoadBoardSearchBarProps) {
  const { t } = useTranslation();
  return (
    <Box component="form" onSubmit={apply} aria-label={t('Search the load board')} sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', flex: { xs: '1 1 100%', sm: 1 }, minWidth: 0 }}>
      <PlaceAutocomplete
        size="small"
        label={t('Origin')}
        placeholder={t('City, ST or ZIP')}
        value={draft.origin}
        onChange={(text) => setDraft({ origin: text })}
        error={!!errors.origin}
        helperText={errors.origin && t(errors.origin)}
        sx={{ flex: { xs: '1 1 140px', sm: '1 1 200px' }, maxWidth: { sm: 280 } }}
      />
      <PlaceAutocomplete
        size="small"
        label={t('Destination')}
        placeholder={t('City, ST or ZIP (optional)')}
        value={draft.destination}
        onChange={(text) => setDraft({ destination: text })}
        error={!!errors.destination}
        helperText={errors.destination && t(errors.destination)}
        sx={{ flex: { xs: '1 1 140px', sm: '1 1 200px' }, maxWidth: { sm: 280 } }}
      />
      <Button type="submit" variant="contained" startIcon={<Search />} sx={{ height: 40, flex: { xs: '1 1 100%', sm: 'none' } }}>
        {t('Search')}
      </Button>
    </Box>
  );
}
