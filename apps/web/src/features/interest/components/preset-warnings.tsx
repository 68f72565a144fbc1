import { Alert, AlertTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PresetWarning } from '../calc/presets';
import { useAzn } from './use-azn';

/** Where the loan leaves the chosen Fund terms: a warning only, the figures are still shown. */
export const PresetWarnings = ({ warnings }: { warnings: readonly PresetWarning[] }) => {
  const { t } = useTranslation();
  const azn = useAzn();
  if (warnings.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1.5 }}>
      <AlertTitle>{t('interest.mortgage.warnings.title')}</AlertTitle>
      <ul style={{ margin: 0, paddingInlineStart: 18 }}>
        {warnings.map((warning) => (
          <li key={warning.key}>
            {warning.key === 'loanAboveMax'
              ? t('interest.mortgage.warnings.loanAboveMax', { max: azn.money(warning.max) })
              : warning.key === 'termAboveMax'
                ? t('interest.mortgage.warnings.termAboveMax', { max: warning.max })
                : t('interest.mortgage.warnings.downBelowMin', { min: warning.min })}
          </li>
        ))}
      </ul>
    </Alert>
  );
};
