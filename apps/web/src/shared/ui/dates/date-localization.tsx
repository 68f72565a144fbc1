import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, ruRU } from '@mui/x-date-pickers/locales';
import { az } from 'date-fns/locale/az';
import { enGB } from 'date-fns/locale/en-GB';
import { ru } from 'date-fns/locale/ru';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { azPickersLocaleText } from './az-pickers-locale';

/** date-fns locales: all three start the week on Monday, as Baku's calendars do. */
const dateLocales = { az, en: enGB, ru } as const;
const pickerTexts = {
  az: azPickersLocaleText,
  en: enUS.components.MuiLocalizationProvider.defaultProps.localeText,
  ru: ruRU.components.MuiLocalizationProvider.defaultProps.localeText,
} as const;

/**
 * The MUI X date pickers and calendars in the language of the interface (month and day names,
 * the week from Monday, the buttons). Wrap a page (or the part of it) that shows a picker: the
 * pickers stay out of the screens that do not need them.
 */
export const DateLocalization = ({ children }: { children: ReactNode }) => {
  const { i18n } = useTranslation();
  const language = (i18n.language in dateLocales ? i18n.language : 'az') as keyof typeof dateLocales;
  return (
    <LocalizationProvider
      dateAdapter={AdapterDateFns}
      adapterLocale={dateLocales[language]}
      localeText={pickerTexts[language]}
    >
      {children}
    </LocalizationProvider>
  );
};
