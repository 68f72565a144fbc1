import type { PickersLocaleText } from '@mui/x-date-pickers/locales';

/**
 * Azerbaijani texts of the MUI X date pickers, which ship English and Russian but no
 * Azerbaijani. The texts of the calendars and date fields; those of time pickers, which the
 * product does not use, fall back to English.
 */
export const azPickersLocaleText: Partial<PickersLocaleText> = {
  previousMonth: 'Əvvəlki ay',
  nextMonth: 'Növbəti ay',
  openPreviousView: 'Əvvəlki görünüşü aç',
  openNextView: 'Növbəti görünüşü aç',
  calendarViewSwitchingButtonAriaLabel: (view) =>
    view === 'year' ? 'il görünüşü açıqdır, təqvimə keç' : 'təqvim açıqdır, il görünüşünə keç',
  start: 'Başlanğıc',
  end: 'Son',
  startDate: 'Başlanğıc tarixi',
  endDate: 'Son tarix',
  cancelButtonLabel: 'Ləğv et',
  clearButtonLabel: 'Təmizlə',
  okButtonLabel: 'OK',
  todayButtonLabel: 'Bu gün',
  nextStepButtonLabel: 'Növbəti',
  datePickerToolbarTitle: 'Tarix seçin',
  dateRangePickerToolbarTitle: 'Tarix aralığı seçin',
  openDatePickerDialogue: (formattedDate) =>
    formattedDate ? `Tarix seçin, seçilmiş tarix ${formattedDate}` : 'Tarix seçin',
  openRangePickerDialogue: (formattedRange) =>
    formattedRange ? `Aralıq seçin, seçilmiş aralıq ${formattedRange}` : 'Aralıq seçin',
  selectViewText: (view) => `${view} seçin`,
  calendarWeekNumberHeaderLabel: 'Həftənin nömrəsi',
  calendarWeekNumberHeaderText: '#',
  calendarWeekNumberAriaLabelText: (weekNumber) => `${weekNumber}-ci həftə`,
  calendarWeekNumberText: (weekNumber) => `${weekNumber}`,
  fieldClearLabel: 'Təmizlə',
  dateTableLabel: 'tarix seçin',
  fieldYearPlaceholder: (params) => 'İ'.repeat(params.digitAmount),
  fieldMonthPlaceholder: (params) => (params.contentType === 'letter' ? 'AAAA' : 'AA'),
  fieldDayPlaceholder: () => 'GG',
  year: 'İl',
  month: 'Ay',
  day: 'Gün',
  weekDay: 'Həftənin günü',
  empty: 'Boş',
};
