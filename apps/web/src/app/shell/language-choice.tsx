import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { Language } from '@portal/domain/common/language';
import { useTranslation } from '../../i18n/use-translation';
import { useChooseLanguage } from '../../features/profile/api/update-language';
import { LANGUAGE_NAMES } from '../../i18n/language-names';
import { LANGUAGES } from '../../i18n/i18n';
import { useLanguage } from '../../i18n/use-language';

/**
 * The Language group of the user menu: English and Español, each named in its own language, the
 * current one checked. Choosing switches the portal at once and saves the choice for the user.
 */
export function LanguageChoice({ onChosen }: { onChosen: () => void }) {
  const { t } = useTranslation();
  const current = useLanguage();
  const choose = useChooseLanguage();
  const pick = (language: Language) => {
    onChosen();
    if (language !== current) choose.mutate(language);
  };
  return (
    <>
      <Box component="li" role="presentation" sx={{ px: 2, pt: 1, pb: 0.5 }}>
        <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.04em' }}>
          {t('Language')}
        </Typography>
      </Box>
      {LANGUAGES.map((language) => (
        <MenuItem key={language} role="menuitemradio" aria-checked={language === current} lang={language} onClick={() => pick(language)}>
          <ListItemIcon>{language === current && <Check fontSize="small" />}</ListItemIcon>
          <ListItemText>{LANGUAGE_NAMES[language]}</ListItemText>
        </MenuItem>
      ))}
    </>
  );
}
