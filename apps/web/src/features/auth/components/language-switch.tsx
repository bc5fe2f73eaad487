import Link from '@mui/material/Link';
import { LANGUAGE_NAMES } from '../../../i18n/language-names';
import { setLanguage } from '../../../i18n/i18n';
import { useLanguage } from '../../../i18n/use-language';

/**
 * The sign-in pages' language switch: before sign-in the user is not known, so the choice is kept
 * on this browser only. It offers the other language, named in itself ('Español' / 'English').
 */
export function LanguageSwitch() {
  const language = useLanguage();
  const other = language === 'es' ? 'en' : 'es';
  return (
    <Link component="button" type="button" variant="body2" underline="hover" lang={other} onClick={() => void setLanguage(other)} sx={{ minHeight: 32, px: 1 }}>
      {LANGUAGE_NAMES[other]}
    </Link>
  );
}
