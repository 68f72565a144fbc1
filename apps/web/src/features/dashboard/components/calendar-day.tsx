import { Box } from '@mui/material';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { isoDayOf } from '@/shared/lib/calendar-day';
import { CalendarMarksContext, markColors } from './calendar-marks';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

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
 * A day of the month calendar with its marks: a green dot for a day with sales, an amber one for
 * a day with to-dos due, also said in words to screen readers ("15, sales, to-dos due"). Today is
 * Baku's today, not the device's.
 */
export const CalendarDay = (props: PickerDayProps) => {
  const { t } = useTranslation();
  const marks = useContext(CalendarMarksContext);
  const { day, outsideCurrentMonth } = props;
  const iso = isoDayOf(day);
  const sales = !outsideCurrentMonth && marks.sales.has(iso);
  const todos = !outsideCurrentMonth && marks.todos.has(iso);
  const today = iso === marks.today;
  return (
    <PickerDay
      {...props}
      today={today}
      aria-current={today ? 'date' : undefined}
      data-day={iso}
      data-marks={[sales && 'sales', todos && 'todos'].filter(Boolean).join(' ') || undefined}
      sx={{ position: 'relative' }}
    >
      {day.getDate()}
      {(sales || todos) && (
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
      )}
    </PickerDay>
  );
};
