import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The marker colour an agent gave the listing, as a small square with its code for screen readers. */
export const ColorSwatch = ({ color }: { color: string }) => {
  const { t } = useTranslation();
  return (
    <Box
      role="img"
      aria-label={t('userAds.soldItems.colorLabel', { color })}
      sx={{
        width: 16,
        height: 16,
        borderRadius: 1,
        bgcolor: color,
        border: 1,
        borderColor: 'divider',
        display: 'inline-block',
        verticalAlign: 'middle',
      }}
    />
  );
};
