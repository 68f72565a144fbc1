import { Stack } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { isValid } from 'date-fns';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateOfIsoDay, isoDayOf } from '@/shared/lib/calendar-day';
import { DateLocalization } from '@/shared/ui/dates/date-localization';
import type { RangeBound, RangeIssue } from './use-period-params';

/** A YYYY-MM-DD day as the picker's Date (local midnight: the picker shows calendar days). */
const toDate = (day: string | undefined) => {
  if (!day) return null;
  const value = dateOfIsoDay(day);
  return isValid(value) ? value : null;
};

export type CustomRangeProps = {
  from: string | undefined;
  to: string | undefined;
  errors: Partial<Record<RangeBound, RangeIssue>>;
  onChange: (bound: RangeBound, day: string | undefined) => void;
};

/**
 * The custom period's first and last day (both included) as two date pickers in the interface's
 * language. The rules are the server's (the contracts' checkStatisticsRange, run by
 * usePeriodParams); their message shows under the day it is about.
 */
export const CustomRange = ({ from, to, errors, onChange }: CustomRangeProps) => {
  const { t } = useTranslation();
  const values = { from: useMemo(() => toDate(from), [from]), to: useMemo(() => toDate(to), [to]) };
  const message = (bound: RangeBound) => {
    const issue = errors[bound];
    if (!issue) return undefined;
    const field = t(`statistics.range.${bound}`);
    switch (issue.key) {
      case 'dateRangeOrder':
        return t('statistics.range.order');
      case 'dateRangeTooLong':
        return t('statistics.range.tooLong', { max: issue.max });
      case 'required':
        return t('forms.required', { field });
      default:
        return t('forms.invalidDate', { field });
    }
  };
  return (
    <DateLocalization>
      <Stack
        role="group"
        aria-label={t('statistics.range.label')}
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, alignItems: 'flex-start' }}
      >
        {(['from', 'to'] as const).map((bound) => (
          <DatePicker
            key={bound}
            label={t(`statistics.range.${bound}`)}
            value={values[bound]}
            onChange={(date) => {
              // A day still being typed changes nothing; a cleared box drops its day.
              if (date === null) onChange(bound, undefined);
              else if (isValid(date)) onChange(bound, isoDayOf(date));
            }}
            slotProps={{
              textField: {
                size: 'small',
                error: Boolean(errors[bound]),
                helperText: message(bound),
                sx: { width: { xs: '100%', sm: 200 } },
              },
            }}
          />
        ))}
      </Stack>
    </DateLocalization>
  );
};
