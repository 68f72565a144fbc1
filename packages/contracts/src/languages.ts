export const languages = ['az', 'en', 'ru'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'az';

/** Picks the first supported language of an Accept-Language header, az when none fits. */
export const pickLanguage = (header: string | undefined | null): Language => {
  if (!header) return DEFAULT_LANGUAGE;
  const wanted = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return (wanted.find((entry) => (languages as readonly string[]).includes(entry.lang))?.lang ??
    DEFAULT_LANGUAGE) as Language;
};
