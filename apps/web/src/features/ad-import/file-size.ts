import { formatNumber } from '@/shared/lib/format';

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** "850 KB", "12,4 MB": a file's size in the language's number writing. */
export const formatFileSize = (bytes: number, language: string) => {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${formatNumber(value, language, { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${UNITS[unit]}`;
};
