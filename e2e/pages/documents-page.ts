import type { Language } from '@emlak/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { texts } from '../support/texts';

type DocumentPage = keyof ReturnType<typeof texts>['documents']['pages'];

/** The documentation screen (/documents): the list of pages, the page's contents and its text. */
export class DocumentsPage {
  readonly t: ReturnType<typeof texts>;
  readonly heading: Locator;
  readonly pageList: Locator;
  readonly pageSelect: Locator;
  readonly contents: Locator;
  readonly article: Locator;

  constructor(
    readonly page: Page,
    readonly language: Language = 'az',
  ) {
    this.t = texts(language);
    this.heading = page.getByRole('heading', { level: 1 });
    this.pageList = page.getByRole('navigation', { name: this.t.documents.pagesTitle });
    this.pageSelect = page.getByRole('combobox', { name: this.t.documents.pagesTitle });
    this.contents = page.getByRole('navigation', { name: this.t.documents.contents });
    this.article = page.getByRole('article');
  }

  title(page: DocumentPage) {
    return this.t.documents.pages[page];
  }

  async goto(page: DocumentPage = 'index', hash = '') {
    await this.page.goto(`/documents${page === 'index' ? '' : `?page=${page}`}${hash}`);
    await this.expectPage(page);
  }

  async expectPage(page: DocumentPage) {
    await expect(this.heading).toHaveText(this.title(page));
  }

  /** Picks a page from the side list (wide screens). */
  async open(page: DocumentPage) {
    await this.pageList.getByRole('link', { name: this.title(page), exact: true }).click();
    await this.expectPage(page);
  }

  contentsLink(name: string) {
    return this.contents.getByRole('link', { name, exact: true });
  }

  sectionHeading(name: string) {
    return this.article.getByRole('heading', { level: 2, name, exact: true });
  }

  /** The address's anchor, decoded (non-ASCII ids travel percent-encoded). */
  hash() {
    return decodeURIComponent(new URL(this.page.url()).hash);
  }
}
