import type { StatisticsBucket, Todo } from '@emlak/contracts';
import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDayWithWeekday } from '@/shared/lib/format';
import { PriceText } from '@/shared/ui/price-text';
import { markColors } from './calendar-marks';

export type DayAgendaProps = {
  day: Date;
  /** The day's sales figures; undefined while they load, null when there were none. */
  sales: StatisticsBucket | null | undefined;
  salesFailed: boolean;
  todos: readonly Todo[];
};

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** What is on the day picked in the calendar: its sales with their commission, and the to-dos due. */
export const DayAgenda = ({ day, sales, salesFailed, todos }: DayAgendaProps) => {
  const { t, i18n } = useTranslation();
  return (
    <Box aria-live="polite">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {capitalized(formatDayWithWeekday(day, i18n.language))}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Box
          aria-hidden
          sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: markColors.sales, flexShrink: 0 }}
        />
        {salesFailed ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('dashboard.calendar.salesError')}
          </Typography>
        ) : sales === undefined ? (
          <Skeleton variant="text" width="60%" />
        ) : sales === null ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('dashboard.calendar.noSales')}
          </Typography>
        ) : (
          <Typography variant="body2">
            <Box component="span" sx={{ fontWeight: 600 }}>
              {t('dashboard.calendar.sales', { count: sales.soldCount })}
            </Box>
            {' · '}
            {t('dashboard.calendar.commission')} <PriceText azn={sales.commission} />
          </Typography>
        )}
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        <Box
          aria-hidden
          sx={{
            width: 8,
            height: 8,
            mt: 0.75,
            borderRadius: '50%',
            bgcolor: markColors.todos,
            flexShrink: 0,
          }}
        />
        {todos.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('dashboard.calendar.noTodosDue')}
          </Typography>
        ) : (
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('dashboard.calendar.todosDue')}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {todos.map((todo) => (
                <Typography
                  key={todo.id}
                  component="li"
                  variant="body2"
                  sx={{
                    overflowWrap: 'anywhere',
                    ...(todo.done && { textDecoration: 'line-through', color: 'text.secondary' }),
                  }}
                >
                  {todo.title}
                </Typography>
              ))}
            </Box>
          </Box>
        )}
      </Stack>
    </Box>
  );
};
