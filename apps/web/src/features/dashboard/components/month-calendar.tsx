import type { Todo } from '@emlak/contracts';
import TodayRounded from '@mui/icons-material/TodayRounded';
import { Alert, Box, Button, Divider, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatisticsSeries } from '@/shared/statistics/use-statistics';
import { dateOfIsoDay, isoDayOf } from '@/shared/lib/calendar-day';
import { MonthGrid } from '@/shared/ui/dates/month-grid';
import { firstOfMonth } from '@/shared/ui/dates/month-weeks';
import { monthRange, openDueDays, salesByDay, todosByDueDay } from '../calendar-days';
import { markCalendarDay } from './calendar-day';
import { markColors, type CalendarMarks } from './calendar-marks';
import { DashboardCard } from './dashboard-card';
import { DayAgenda } from './day-agenda';

export type MonthCalendarProps = {
  todos: readonly Todo[] | undefined;
  /** Today in Baku (YYYY-MM-DD). */
  today: string;
};

/** The daily sales of the month a day falls in (the shown month's, or the picked day's). */
const useMonthSales = (month: Date) =>
  useStatisticsSeries({ period: 'custom', ...monthRange(month), groupBy: 'day' });

const Legend = () => {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, justifyContent: 'center' }}>
      {(['sales', 'todos'] as const).map((mark) => (
        <Stack key={mark} direction="row" sx={{ alignItems: 'center', gap: 0.75 }}>
          <Box aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: markColors[mark] }} />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t(mark === 'sales' ? 'dashboard.calendar.legendSales' : 'dashboard.calendar.legendTodos')}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
};

/**
 * The month calendar of the dashboard (weeks from Monday, in the language): days with sales and
 * days with to-dos due are marked, a picked day shows what is on it, and "Today" brings the
 * calendar back to today's month with today picked. The shown month is this component's state;
 * its sales come from the daily series of that month.
 */
export const MonthCalendar = ({ todos, today }: MonthCalendarProps) => {
  const { t } = useTranslation();
  const [month, setMonth] = useState(() => firstOfMonth(dateOfIsoDay(today)));
  const [selected, setSelected] = useState(() => dateOfIsoDay(today));
  const shownSales = useMonthSales(month);
  // Usually the same query as the shown month's; another one once the user pages away from it.
  const selectedSales = useMonthSales(selected);

  const byDay = useMemo(() => todosByDueDay(todos), [todos]);
  const marks = useMemo<CalendarMarks>(
    () => ({ sales: new Set(salesByDay(shownSales.data?.buckets).keys()), todos: openDueDays(byDay) }),
    [shownSales.data, byDay],
  );
  const decorateDay = useMemo(() => markCalendarDay(marks, t), [marks, t]);
  const selectedDay = isoDayOf(selected);
  const selectedBucket =
    selectedSales.data && !selectedSales.isPlaceholderData
      ? (salesByDay(selectedSales.data.buckets).get(selectedDay) ?? null)
      : undefined;

  const goToday = () => {
    const day = dateOfIsoDay(today);
    setSelected(day);
    setMonth(firstOfMonth(day));
  };

  return (
    <DashboardCard
      title={t('dashboard.calendar.title')}
      action={
        <Button
          variant="outlined"
          size="small"
          startIcon={<TodayRounded />}
          onClick={goToday}
          title={t('dashboard.calendar.goToday')}
        >
          {t('dashboard.calendar.today')}
        </Button>
      }
    >
      <MonthGrid
        value={selected}
        onChange={setSelected}
        month={month}
        onMonthChange={setMonth}
        today={today}
        loading={shownSales.isPending}
        headingLevel={3}
        decorateDay={decorateDay}
      />
      <Legend />
      {shownSales.isError && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void shownSales.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('dashboard.calendar.salesError')}
        </Alert>
      )}
      <Divider />
      <DayAgenda
        day={selected}
        sales={selectedBucket}
        salesFailed={selectedSales.isError}
        todos={byDay.get(selectedDay) ?? []}
      />
    </DashboardCard>
  );
};
