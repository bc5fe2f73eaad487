import { isLanguage, type Language } from '@portal/domain/common/language';
import { useTranslation } from 'react-i18next';

/** The portal's language; the component renders again when it changes (dates and numbers follow it). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}
