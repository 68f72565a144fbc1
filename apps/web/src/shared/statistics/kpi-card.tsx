import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import { Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/shared/lib/format';
import type { FigureChange } from './figure-change';

export type KpiCardProps = {
  label: string;
  value: ReactNode;
  /** A second line under the value (a sum, a split). */
  detail?: ReactNode;
  icon: ReactNode;
  /** The change against the previous period; a figure without one (a year's total) leaves it out. */
  change?: FigureChange;
  /** "vs yesterday", "vs last month": what the change compares with. */
  comparedWith?: string;
  loading?: boolean;
};

/** More is better for every figure here, so up is green and down red. */
const ChangeLine = ({ change, comparedWith }: { change: FigureChange; comparedWith: string }) => {
  const { t, i18n } = useTranslation();
  if (change.kind === 'none') {
    return (
      <Typography variant="caption" color="text.secondary">
        {t('statistics.change.none', { comparedWith })}
      </Typography>
    );
  }
  if (change.kind === 'new') {
    return (
      <Typography variant="caption" color="success.main" sx={{ fontWeight: 600 }}>
        {t('statistics.change.new', { comparedWith })}
      </Typography>
    );
  }
  const color =
    change.direction === 'up'
      ? 'success.main'
      : change.direction === 'down'
        ? 'error.main'
        : 'text.secondary';
  const Icon =
    change.direction === 'up'
      ? ArrowUpwardRounded
      : change.direction === 'down'
        ? ArrowDownwardRounded
        : RemoveRounded;
  const percent = formatNumber(Math.abs(change.percent), i18n.language, { maximumFractionDigits: 1 });
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 0.5, minWidth: 0 }}>
      <Icon sx={{ fontSize: 16, color }} aria-hidden />
      <Typography variant="caption" sx={{ color, fontWeight: 600 }}>
        {t(`statistics.change.${change.direction}`, { percent })}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {comparedWith}
      </Typography>
    </Stack>
  );
};

/** One figure of a period with its change against the previous period (arrow and percentage). */
export const KpiCard = ({ label, value, detail, icon, change, comparedWith, loading }: KpiCardProps) => (
  <Card variant="outlined" sx={{ height: '100%' }}>
    <CardContent
      sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, height: '100%', p: { xs: 1.5, sm: 2 } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 500 }}>
          {label}
        </Typography>
        <Box aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
          {icon}
        </Box>
      </Stack>
      {loading ? (
        <>
          <Skeleton variant="text" width="60%" sx={{ fontSize: '1.75rem' }} />
          <Skeleton variant="text" width="80%" />
        </>
      ) : (
        <>
          <Typography
            variant="h5"
            component="p"
            // A half-width card on a phone: a smaller figure keeps "240.000 ₼" on one line.
            sx={{ fontWeight: 700, fontSize: { xs: '1.15rem', sm: '1.5rem' }, overflowWrap: 'anywhere' }}
          >
            {value}
          </Typography>
          {detail && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {detail}
            </Typography>
          )}
          {change && (
            <Box sx={{ mt: 'auto' }}>
              <ChangeLine change={change} comparedWith={comparedWith ?? ''} />
            </Box>
          )}
        </>
      )}
    </CardContent>
  </Card>
);
