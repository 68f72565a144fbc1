import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import ClearRounded from '@mui/icons-material/ClearRounded';
import { Box, IconButton, InputAdornment, Popover, TextField } from '@mui/material';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useController, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bakuToday } from '@/shared/lib/baku-today';
import { dateOfIsoDay, isoDayOf } from '@/shared/lib/calendar-day';
import { fieldErrorText } from '@/shared/lib/form-errors';
import { formatDate } from '@/shared/lib/format';
import { MonthGrid } from '@/shared/ui/dates/month-grid';
import type { TodoFormValues } from '../todo-form';

export type DueDateFieldProps = {
  form: UseFormReturn<TodoFormValues, unknown, unknown>;
  label: string;
  disabled?: boolean;
};

/**
 * The due day, picked from the same month grid the dashboard's calendar shows (our own, in the
 * interface's language: shared/ui/dates/month-grid.tsx) and written the language's way. Not MUI X's
 * date field or calendar: with date-fns they would add some 30 KB compressed to the landing page
 * (docs/quality.md's bundle budget). The grid opens on the due day's month (or today's), its day
 * focused, and picking a day closes it.
 */
export const DueDateField = ({ form, label, disabled }: DueDateFieldProps) => {
  const { t, i18n } = useTranslation();
  const { field, fieldState } = useController({ control: form.control, name: 'dueDate' });
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const day = /^\d{4}-\d{2}-\d{2}$/.test(field.value) ? dateOfIsoDay(field.value) : null;

  const show = () => {
    if (!disabled) setOpen(true);
  };
  const choose = (date: Date | null) => {
    field.onChange(date ? isoDayOf(date) : '');
    setOpen(false);
  };
  const keyDown = (event: KeyboardEvent) => {
    if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
      event.preventDefault();
      show();
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && field.value) {
      event.preventDefault();
      choose(null);
    }
  };

  return (
    <>
      <TextField
        ref={anchor}
        name={field.name}
        inputRef={field.ref}
        label={label}
        value={day ? formatDate(day, i18n.language) : ''}
        disabled={disabled}
        fullWidth
        onClick={show}
        onKeyDown={keyDown}
        onBlur={field.onBlur}
        error={Boolean(fieldState.error)}
        helperText={fieldErrorText(fieldState.error, label, t, i18n.language) ?? ' '}
        slotProps={{
          htmlInput: { readOnly: true, 'aria-haspopup': 'dialog', style: { cursor: 'pointer' } },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                {field.value && (
                  <IconButton
                    size="small"
                    aria-label={t('dashboard.todos.clearDueDate')}
                    disabled={disabled}
                    onClick={(event) => {
                      event.stopPropagation();
                      choose(null);
                    }}
                  >
                    <ClearRounded fontSize="small" />
                  </IconButton>
                )}
                <IconButton
                  size="small"
                  edge="end"
                  aria-label={t('dashboard.todos.pickDueDate')}
                  disabled={disabled}
                  onClick={(event) => {
                    event.stopPropagation();
                    show();
                  }}
                >
                  <CalendarMonthRounded fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': label } }}
      >
        <Box sx={{ p: 1.5, width: 320, maxWidth: '100%' }}>
          <MonthGrid value={day} onChange={choose} today={bakuToday()} autoFocus />
        </Box>
      </Popover>
    </>
  );
};
