import { languages } from '@emlak/contracts';
import { describe, expect, it } from 'vitest';
import { documents as texts } from '@/shared/i18n/locales/documents';
import { documentPages } from './document-pages';
import { extractHeadings } from './extract-headings';

// Every Markdown file of the folder, read at once (the app loads them one by one).
const files = import.meta.glob<string>('./*/*.md', { query: '?raw', import: 'default', eager: true });

const pagesOf = (language: string) =>
  Object.keys(files)
    .filter((path) => path.startsWith(`./${language}/`))
    .map((path) => path.slice(language.length + 3, -'.md'.length))
    .sort();

const sourceOf = (language: string, page: string) => files[`./${language}/${page}.md`]!;

/** The prose of a page: fenced code blocks and inline code taken out. */
const prose = (markdown: string) =>
  markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');

const cases = languages.flatMap((language) => documentPages.map((page) => ({ language, page })));

describe('documentation content', () => {
  it('has the same pages, in every language, as the app lists', () => {
    for (const language of languages) expect(pagesOf(language), language).toEqual([...documentPages].sort());
  });

  it.each(cases)('$language/$page: one h1 with the page name, two h2 or more', ({ language, page }) => {
    const source = sourceOf(language, page);
    const h1 = prose(source)
      .split('\n')
      .filter((line) => /^# /.test(line));
    expect(h1).toEqual([`# ${texts[language].pages[page]}`]);
    expect(source.startsWith('# ')).toBe(true);
    const h2 = extractHeadings(source).filter((heading) => heading.level === 2);
    expect(h2.length).toBeGreaterThanOrEqual(2);
  });

  it.each(cases)('$language/$page: no raw HTML tags', ({ language, page }) => {
    expect(prose(sourceOf(language, page))).not.toMatch(/<\/?[a-z][a-z0-9-]*(\s[^>]*)?\/?>|<!--/i);
  });

  it.each(cases)(
    '$language/$page: its links to documentation pages name pages that exist',
    ({ language, page }) => {
      const named = [...sourceOf(language, page).matchAll(/\]\(\/documents\?page=([^)#\s]+)/g)].map(
        (m) => m[1],
      );
      for (const target of named) expect(documentPages).toContain(target);
    },
  );

  it.each(documentPages)(
    '%s is translated: Azerbaijani letters in az, Cyrillic in ru, none left as in en',
    (page) => {
      const en = prose(sourceOf('en', page));
      const az = prose(sourceOf('az', page));
      const ru = prose(sourceOf('ru', page));
      expect(az).toMatch(/ə/);
      expect(az).toMatch(/[ğışçöü]/);
      const cyrillic = ru.match(/[а-яё]/gi)?.length ?? 0;
      const latin = ru.match(/[a-z]/gi)?.length ?? 0;
      expect(cyrillic).toBeGreaterThan(latin * 3);
      // No paragraph of prose copied over from the English page.
      const paragraphs = (text: string) =>
        text
          .split(/\n\s*\n/)
          .map((block) => block.trim())
          .filter((block) => block.length > 40 && !block.startsWith('|'));
      for (const paragraph of paragraphs(en)) {
        expect(az).not.toContain(paragraph);
        expect(ru).not.toContain(paragraph);
      }
    },
  );
});
