const bakuHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Baku',
  hour: 'numeric',
  hourCycle: 'h23',
});

export type PartOfDay = 'morning' | 'afternoon' | 'evening';

/** The greeting's part of the day by Baku's clock: morning 05-12, afternoon 12-18, else evening. */
export const partOfDay = (now: Date): PartOfDay => {
  const hour = Number(bakuHour.format(now));
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  return 'evening';
};

/** The name to greet by: the first word of the full name the token carries (never an e-mail). */
export const firstNameOf = (fullName: string | undefined): string | null => {
  const first = fullName?.trim().split(/\s+/)[0];
  return first && !first.includes('@') ? first : null;
};
