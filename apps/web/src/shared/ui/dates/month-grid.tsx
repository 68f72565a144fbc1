import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import {
  Box,
  ButtonBase,
  IconButton,
  Stack,
  Typography,
  useTheme,
  type SxProps,
  type Theme,
} from '@mui/material';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateOfIsoDay, isoDayOf } from '@/shared/lib/calendar-day';
import { monthTitle, weekdayNames } from './month-labels';
import { addDays, addMonths, firstOfMonth, mondayIndex, monthWeeks, sameMonth } from './month-weeks';

/** What a screen adds to a day: marks drawn in its button and data attributes on its cell. */
export type DayDecoration = {
  /** Drawn inside the day's button after its number (dots, words for screen readers). */
  content?: ReactNode;
  data?: Record<`data-${string}`, string | undefined>;
};

export type MonthGridProps = {
  /** The picked day, or none. */
  value: Date | null;
  onChange: (day: Date) => void;
  /**
   * The month shown (any day of it) when the parent keeps it, told of changes by onMonthChange;
   * without it the grid keeps its own, starting at the picked day's month (or referenceDate's, or today's).
   */
  month?: Date;
  /** Called with the first day of the month the user turned to. */
  onMonthChange?: (month: Date) => void;
  referenceDate?: Date;
  /** Today in Baku (YYYY-MM-DD), not the device's today. */
  today: string;
  /** Focuses the tabbable day (the picked one, else today, else the 1st) when the grid appears. */
  autoFocus?: boolean;
  /** The month's marks are still loading (aria-busy). */
  loading?: boolean;
  /** The level of the month's heading, after the headings around the grid. */
  headingLevel?: 2 | 3 | 4;
  decorateDay?: (iso: string) => DayDecoration | undefined;
  sx?: SxProps<Theme>;
};

const DAY_SIZE = 40;

const daySx: SxProps<Theme> = {
  position: 'relative',
  width: DAY_SIZE,
  height: DAY_SIZE,
  borderRadius: '50%',
  typography: 'body2',
  color: 'text.primary',
  '&:hover': { bgcolor: 'action.hover' },
  '&[aria-current="date"]': { border: 1, borderColor: 'text.secondary' },
  '&[aria-selected="true"]': {
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
    fontWeight: 500,
    '&:hover': { bgcolor: 'primary.dark' },
  },
  '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
};

const rowSx: SxProps<Theme> = {
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  justifyItems: 'center',
  alignItems: 'center',
};

/** The day a key moves to from a day; undefined for a key the grid leaves alone. */
const dayAfterKey = (event: KeyboardEvent, day: Date, rtl: boolean): Date | undefined => {
  const first = firstOfMonth(day);
  const last = new Date(day.getFullYear(), day.getMonth() + 1, 0);
  switch (event.key) {
    case 'ArrowLeft':
      return addDays(day, rtl ? 1 : -1);
    case 'ArrowRight':
      return addDays(day, rtl ? -1 : 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    // The week's ends, kept inside the month: the other months' places are empty.
    case 'Home': {
      const start = addDays(day, -mondayIndex(day));
      return start < first ? first : start;
    }
    case 'End': {
      const end = addDays(day, 6 - mondayIndex(day));
      return end > last ? last : end;
    }
    case 'PageUp':
      return addMonths(day, event.shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(day, event.shiftKey ? 12 : 1);
    default:
      return undefined;
  }
};

/**
 * A month of days to pick one from, weeks from Monday (Baku's calendars) and names in the
 * interface's language: a WAI-ARIA date grid. One day is in the tab order (the picked one, else
 * today, else the 1st); arrows move a day or a week, Home/End to the week's ends, PageUp/PageDown
 * a month (with Shift a year), crossing into another month turns the page; Enter or Space picks.
 * Days of the months around are left empty. Our own rather than MUI X's calendar: the dashboard
 * needs only this, and MUI X with date-fns weighed some 31 KB on it (docs/quality.md's budget).
 */
export const MonthGrid = ({
  value,
  onChange,
  month,
  onMonthChange,
  referenceDate,
  today,
  autoFocus = false,
  loading = false,
  headingLevel = 2,
  decorateDay,
  sx,
}: MonthGridProps) => {
  const { t, i18n } = useTranslation();
  const rtl = useTheme().direction === 'rtl';
  const titleId = useId();
  const grid = useRef<HTMLDivElement>(null);
  const [ownMonth, setOwnMonth] = useState(() => firstOfMonth(value ?? referenceDate ?? dateOfIsoDay(today)));
  const shown = firstOfMonth(month ?? ownMonth);
  const picked = value ? isoDayOf(value) : null;
  // The day the user moved to, while the picked day is the one it was moved from.
  const [active, setActive] = useState<{ day: string; picked: string | null } | null>(null);

  const inShownMonth = (day: string | null): day is string =>
    day !== null && sameMonth(dateOfIsoDay(day), shown);
  const activeDay = active?.picked === picked ? active.day : null;
  const tabbable = [activeDay, picked, today].find(inShownMonth) ?? isoDayOf(shown);

  // A day to focus once it is drawn: on opening, or after a key moved to another month.
  const pendingFocus = useRef<string | null>(autoFocus ? tabbable : null);
  useEffect(() => {
    const day = pendingFocus.current;
    if (!day) return;
    pendingFocus.current = null;
    grid.current?.querySelector<HTMLElement>(`[data-day="${day}"]`)?.focus();
  });

  const showMonth = (next: Date) => {
    const first = firstOfMonth(next);
    setOwnMonth(first);
    onMonthChange?.(first);
  };

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = (event.target as HTMLElement).dataset.day;
    if (!from) return;
    const target = dayAfterKey(event, dateOfIsoDay(from), rtl);
    if (!target) return;
    event.preventDefault();
    const day = isoDayOf(target);
    setActive({ day, picked });
    if (!sameMonth(target, shown)) showMonth(target);
    pendingFocus.current = day;
  };

  const heading = `h${headingLevel}` as const;
  return (
    <Box sx={[{ width: '100%', maxWidth: 360, mx: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, pl: 1, pr: 0.5, mb: 1, minHeight: 40 }}>
        <Typography
          id={titleId}
          component={heading}
          variant="subtitle1"
          aria-live="polite"
          sx={{ fontWeight: 500, flexGrow: 1 }}
        >
          {monthTitle(shown, i18n.language)}
        </Typography>
        <IconButton aria-label={t('common.previousMonth')} onClick={() => showMonth(addMonths(shown, -1))}>
          {rtl ? <ChevronRightRounded /> : <ChevronLeftRounded />}
        </IconButton>
        <IconButton aria-label={t('common.nextMonth')} onClick={() => showMonth(addMonths(shown, 1))}>
          {rtl ? <ChevronLeftRounded /> : <ChevronRightRounded />}
        </IconButton>
      </Stack>
      <Box
        ref={grid}
        role="grid"
        aria-labelledby={titleId}
        aria-busy={loading || undefined}
        onKeyDown={keyDown}
        sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}
      >
        <Box role="row" sx={rowSx}>
          {weekdayNames(i18n.language).map(({ short, long }) => (
            <Typography
              key={long}
              role="columnheader"
              aria-label={long}
              variant="caption"
              sx={{ color: 'text.secondary', lineHeight: `${DAY_SIZE / 1.25}px` }}
            >
              {short}
            </Typography>
          ))}
        </Box>
        {monthWeeks(shown).map((week, index) => (
          <Box role="row" key={index} sx={rowSx}>
            {week.map((day, place) => {
              if (!day) return <Box key={place} role="gridcell" sx={{ width: DAY_SIZE, height: DAY_SIZE }} />;
              const iso = isoDayOf(day);
              const decoration = decorateDay?.(iso);
              return (
                <ButtonBase
                  key={iso}
                  role="gridcell"
                  data-day={iso}
                  {...decoration?.data}
                  aria-selected={iso === picked}
                  aria-current={iso === today ? 'date' : undefined}
                  tabIndex={iso === tabbable ? 0 : -1}
                  onFocus={() => setActive({ day: iso, picked })}
                  onClick={() => onChange(day)}
                  sx={daySx}
                >
                  {day.getDate()}
                  {decoration?.content}
                </ButtonBase>
              );
            })}
          </Box>
        ))}
      </Box>
    </Box>
  );
};
