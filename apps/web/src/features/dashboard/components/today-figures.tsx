import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import { Box, Button, Card, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FiguresKpiGrid } from '@/shared/statistics/figures-kpi-grid';
import { useStatisticsSummary } from '@/shared/statistics/use-statistics';
import { StateMessage } from '@/shared/ui/state-message';

/** The caller's own figures of today (Baku), each against yesterday's. */
export const TodayFigures = () => {
  const { t } = useTranslation();
  const titleId = useId();
  const summary = useStatisticsSummary({ period: 'today' });
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
        {t('dashboard.todayTitle')}
      </Typography>
      {summary.isError && !summary.data ? (
        <Card variant="outlined">
          <StateMessage
            tone="error"
            icon={<ErrorOutlineRounded />}
            title={t('dashboard.figuresError')}
            hint={t('dashboard.figuresErrorHint')}
            action={
              <Button variant="outlined" onClick={() => void summary.refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        </Card>
      ) : (
        <FiguresKpiGrid
          figures={summary.data}
          previous={summary.data?.previous}
          period="today"
          loading={summary.isPending}
        />
      )}
    </Box>
  );
};
