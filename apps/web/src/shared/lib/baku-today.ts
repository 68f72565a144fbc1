/** Business dates are Asia/Baku calendar days (docs/domain.md "Localization and time"). */
const bakuDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Baku',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Baku as YYYY-MM-DD, whatever the device's own time zone: the server's "today". */
export const bakuToday = (now: Date = new Date()): string => bakuDay.format(now);
