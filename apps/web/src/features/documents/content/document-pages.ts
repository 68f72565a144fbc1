import type { Language } from '@emlak/contracts';

/**
 * The documentation's pages in reading order. `index` is the landing page ("Documentation and
 * terms of use") at /documents; every other page is /documents?page=<id>. Each id is a Markdown
 * file in content/<language>/, the same names in every language (content.test.ts checks it).
 */
export const documentPages = [
  'index',
  'introduction',
  'installation',
  'structure-guide',
  'skins',
  'new-page',
  'conclusion',
] as const;

export type DocumentPage = (typeof documentPages)[number];

export const isDocumentPage = (value: unknown): value is DocumentPage =>
  typeof value === 'string' && (documentPages as readonly string[]).includes(value);

// Not eager: Vite makes each file a chunk of its own, so only the page shown is downloaded.
const sources = import.meta.glob<string>('./*/*.md', { query: '?raw', import: 'default' });

/** The Markdown of one page in one language, fetched on demand. */
export const loadDocument = (language: Language, page: DocumentPage): Promise<string> => {
  const load = sources[`./${language}/${page}.md`];
  if (!load) return Promise.reject(new Error(`No documentation page ${language}/${page}`));
  return load();
};
