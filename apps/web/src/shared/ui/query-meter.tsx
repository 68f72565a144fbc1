import ManageSearchRounded from '@mui/icons-material/ManageSearchRounded';
import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useQueryMeter } from '@/shared/api/use-query-meter';
import { formatNumber } from '@/shared/lib/format';

/**
 * An agent's remaining announcement searches in the plan's period ("12 of 900 searches left"), in
 * the warning colour from 90 % used and the error colour when none is left. Not shown to a caller
 * who is not metered. A status: a screen reader hears the new count after a search.
 */
export const QueryMeter = () => {
  const { t, i18n } = useTranslation();
  const meter = useQueryMeter();
  if (!meter) return null;
  const { limit, remaining, used, warning } = meter;
  const tone = remaining === 0 ? 'error' : warning ? 'warning' : 'primary';
  const usedPercent = limit === 0 ? 100 : Math.round((used / limit) * 100);
  const text = t('queryMeter.left', {
    count: remaining,
    remaining: formatNumber(remaining, i18n.language),
    limit: formatNumber(limit, i18n.language),
  });
  return (
    <Box
      role="status"
      data-tone={tone}
      title={t('queryMeter.hint')}
      sx={(theme) => ({
        display: 'inline-flex',
        flexDirection: 'column',
        gap: 0.5,
        minWidth: { xs: '100%', sm: 220 },
        px: 1.5,
        py: 0.75,
        borderRadius: 2,
        border: 1,
        borderColor: alpha(theme.palette[tone].main, 0.4),
        bgcolor: alpha(theme.palette[tone].main, theme.palette.mode === 'dark' ? 0.14 : 0.07),
      })}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75 }}>
        <ManageSearchRounded aria-hidden sx={{ fontSize: 18, color: `${tone}.main` }} />
        <Typography
          variant="body2"
          sx={{
            fontWeight: 600,
            fontVariantNumeric: 'tabular-nums',
            color: tone === 'primary' ? 'text.primary' : `${tone}.main`,
          }}
        >
          {text}
        </Typography>
      </Stack>
      <LinearProgress
        aria-hidden
        variant="determinate"
        color={tone}
        value={usedPercent}
        sx={{ height: 4, borderRadius: 2 }}
      />
    </Box>
  );
};
