import Close from '@mui/icons-material/Close';
import { alpha } from '@mui/material/styles';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { SEARCH_SHIPMENTS_PLACEHOLDER } from '@portal/domain/common/messages';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  onFocus?: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onClear: () => void;
  listboxId: string;
  expanded: boolean;
  activeDescendant?: string;
  autoFocus?: boolean;
}

/** The search box itself: a combobox over the result list. */
export function SearchInput({ value, onChange, onFocus, onKeyDown, onClear, listboxId, expanded, activeDescendant, autoFocus }: SearchInputProps) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        height: 40,
        px: 1.25,
        borderRadius: 2,
        bgcolor: (t) => alpha(t.palette.primary.main, 0.06),
        border: '1px solid transparent',
        transition: 'border-color 120ms, background-color 120ms',
        '&:focus-within': { bgcolor: 'background.paper', borderColor: 'primary.main' },
      }}
    >
      <SearchOutlined sx={{ color: 'text.secondary', mr: 1 }} fontSize="small" />
      <InputBase
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
        onKeyDown={onKeyDown}
        placeholder={t(SEARCH_SHIPMENTS_PLACEHOLDER)}
        autoFocus={autoFocus}
        sx={{ flex: 1, fontSize: 15 }}
        inputProps={{
          role: 'combobox',
          'aria-label': t(SEARCH_SHIPMENTS_PLACEHOLDER),
          'aria-autocomplete': 'list',
          'aria-expanded': expanded,
          'aria-controls': listboxId,
          'aria-activedescendant': activeDescendant,
          autoComplete: 'off',
          spellCheck: false,
          enterKeyHint: 'search',
        }}
      />
      {value && (
        <IconButton size="small" aria-label={t('Clear search')} onClick={onClear} onMouseDown={(event) => event.preventDefault()}>
          <Close fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
