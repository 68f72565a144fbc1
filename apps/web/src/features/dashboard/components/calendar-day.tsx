import { Box } from '@mui/material';
import type { TFunction } from 'i18next';
import type { DayDecoration } from '@/shared/ui/dates/month-grid';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { markColors, type CalendarMarks } from './calendar-marks';

const Dot = ({ color }: { color: string }) => (
  <Box
    component="span"
    sx={{
      width: 5,
      height: 5,
      borderRadius: '50%',
      bgcolor: color,
      boxShadow: (theme) => `0 0 0 1px ${theme.palette.background.paper}`,
    }}
  />
);

/**
 * The marks of a day of the month calendar: a green dot for a day with sales, an amber one for a
 * day with to-dos due, also said in words to screen readers ("15, sales, to-dos due"), and
 * `data-marks` ("sales todos") for the tests to read.
 */
export const markCalendarDay =
  (marks: CalendarMarks, t: TFunction) =>
  (iso: string): DayDecoration | undefined => {
    const sales = marks.sales.has(iso);
    const todos = marks.todos.has(iso);
    if (!sales && !todos) return undefined;
    return {
      data: { 'data-marks': [sales && 'sales', todos && 'todos'].filter(Boolean).join(' ') },
      content: (
        <>
          <Box component="span" sx={visuallyHidden}>
            {sales && `, ${t('dashboard.calendar.hasSales')}`}
            {todos && `, ${t('dashboard.calendar.hasTodos')}`}
          </Box>
          <Box
            component="span"
            aria-hidden
            sx={{
              position: 'absolute',
              bottom: 3,
              left: 0,
              right: 0,
              display: 'flex',
              justifyContent: 'center',
              gap: '3px',
            }}
          >
            {sales && <Dot color={markColors.sales} />}
            {todos && <Dot color={markColors.todos} />}
          </Box>
        </>
      ),
    };
  };
