import type { Language } from '@portal/domain/common/language';
import { DATE_TIME_FORMAT } from '@portal/domain/common/constants';
import { currentLanguage, subscribeLanguage } from '../i18n/i18n';

/**
 * How each language writes dates, times, numbers and money (docs/decisions/0225-spanish-preference-formats-and-e-mails.md).
 * English keeps the spec's formats. Spanish follows US Spanish (es-US): the portal's users are
 * carriers in the United States paid in dollars, so amounts and numbers read as on their
 * paperwork ($1,234.56, 12,500 lbs), while dates put the day first (DD/MM/YYYY) and times use
 * the 24-hour clock, as Spanish writes them and without an a.m./p.m. to misread.
 */
interface LocaleFormats {
  /** The BCP 47 tag for Intl (numbers, money, month names). */
  intl: string;
  /** dayjs locale for month and weekday names. */
  dayjs: string;
  date: string;
  /** Date and time with the zone abbreviation (the spec's format for English). */
  dateTime: string;
}

const FORMATS: Record<Language, LocaleFormats> = {
  en: { intl: 'en-US', dayjs: 'en', date: 'MM/DD/YYYY', dateTime: DATE_TIME_FORMAT },
  es: { intl: 'es-US', dayjs: 'es-us', date: 'DD/MM/YYYY', dateTime: 'DD/MM/YYYY HH:mm z' },
};

/** The formats of the portal's current language (or of the one given). */
export function localeFormats(language: Language = currentLanguage()): LocaleFormats {
  return FORMATS[language];
}

let spanishChosen = false;

/**
 * Month and weekday names that dayjs writes (the pages that use it) follow the language. dayjs and
 * its Spanish names are downloaded once Spanish is chosen: English is dayjs's own, and the first
 * load formats dates without it (date-time.ts). The locale is read after the download, so a quick
 * switch back and forth ends on the language chosen last.
 */
async function followLanguage(): Promise<void> {
  if (localeFormats().dayjs !== 'en') spanishChosen = true;
  if (!spanishChosen) return;
  const [{ default: dayjs }] = await Promise.all([import('dayjs'), import('dayjs/locale/es-us')]);
  dayjs.locale(localeFormats().dayjs);
}
void followLanguage();
subscribeLanguage(() => void followLanguage());
