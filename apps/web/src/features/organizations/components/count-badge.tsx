import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';

/** A tab's count: a small pill after its label (empty while the count is unknown). */
export const CountBadge = ({ count }: { count: number | undefined }) => {
  const { i18n } = useTranslation();
  return (
    <Box
      component="span"
      sx={{
        ml: 1,
        minWidth: 22,
        height: 22,
        px: 0.75,
        borderRadius: 11,
        display: 'inline-grid',
        placeItems: 'center',
        fontSize: 12,
        fontWeight: 700,
        lineHeight: 1,
        bgcolor: 'action.selected',
        color: 'text.primary',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {count === undefined ? '–' : formatNumber(count, i18n.language)}
    </Box>
  );
};
