import { languages, screenPaths, screens } from '@emlak/contracts';
import { describe, expect, it } from 'vitest';
import { navigation } from '@/shared/i18n/locales/navigation';

// The contracts' screens table names each screen's title; a new screen needs its text too, or the
// 'coming soon' page and the sidebar would show the bare key.
describe('screen titles', () => {
  it.each(screenPaths)('%s has a title in every language', (path) => {
    for (const language of languages)
      expect(navigation[language as keyof typeof navigation], language).toHaveProperty(screens[path].title);
  });
});
