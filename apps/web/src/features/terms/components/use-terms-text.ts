import { languages, type Language } from '@emlak/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/format';
import { TERMS_EFFECTIVE_DATE, termsText } from '../content/terms-text';

/** The terms in the interface language, with the effective date formatted for it. */
export const useTermsText = () => {
  const { i18n } = useTranslation();
  const language: Language = (languages as readonly string[]).includes(i18n.language)
    ? (i18n.language as Language)
    : 'az';
  const [year, month, day] = TERMS_EFFECTIVE_DATE.split('-').map(Number);
  return {
    language,
    sections: termsText[language].sections,
    effectiveDate: formatDate(new Date(year!, month! - 1, day!), language),
  };
};
