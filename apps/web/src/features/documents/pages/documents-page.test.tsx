import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { renderSignedIn } from '@/test/render-signed-in';
import { loadDocument } from '../content/document-pages';
import { extractHeadings } from '../content/extract-headings';

// jsdom does not scroll: record which element was asked to come into view.
const scrolled = vi.fn<(this: Element) => void>();
beforeEach(() => {
  scrolled.mockClear();
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.call(this);
  };
});
afterEach(() => act(() => i18n.changeLanguage('az')));

// The first render loads the lazy screen chunk and then the page's Markdown, slow on a busy machine.
const title = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

describe('documents page', { timeout: 30_000 }, () => {
  it('opens the landing page with the list of pages and a table of contents matching the headings', async () => {
    renderSignedIn('/documents', { roleId: 3 });
    await title('Sənədlər və istifadə şərtləri');
    const pages = screen.getByRole('navigation', { name: 'Bölmələr' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Sənədlər və istifadə şərtləri',
      'Giriş',
      'Quraşdırma',
      'Struktur bələdçisi',
      'Görünüş mövzuları',
      'Yeni səhifə',
      'Nəticə',
    ]);
    expect(within(pages).getByRole('link', { current: 'page' })).toHaveTextContent(
      'Sənədlər və istifadə şərtləri',
    );

    const contents = screen.getByRole('navigation', { name: 'Bu səhifədə' });
    const links = within(contents).getAllByRole('link');
    const expected = extractHeadings(await loadDocument('az', 'index'));
    expect(links.map((link) => link.textContent)).toEqual(expected.map((heading) => heading.text));
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1));
      expect(target, link.textContent!).not.toBeNull();
      expect(target!.tagName).toMatch(/^H[23]$/);
      expect(target).toHaveTextContent(link.textContent!);
    }
    // The terms of the service are one click away, through the router.
    expect(screen.getByRole('link', { name: 'Şərtlər və qaydalar' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('puts the chosen page in the address, and Back returns to the previous one', async () => {
    const { router } = renderSignedIn('/documents');
    await title('Sənədlər və istifadə şərtləri');
    const pages = screen.getByRole('navigation', { name: 'Bölmələr' });
    await userEvent.click(within(pages).getByRole('link', { name: 'Quraşdırma' }));
    await title('Quraşdırma');
    expect(router.state.location.pathname).toBe('/documents');
    expect(router.state.location.search).toBe('?page=installation');
    expect(within(pages).getByRole('link', { current: 'page' })).toHaveTextContent('Quraşdırma');

    await act(() => router.navigate(-1));
    await title('Sənədlər və istifadə şərtləri');
    expect(router.state.location.search).toBe('');
  });

  it('on a phone, picks the page from a select', async () => {
    const { router } = renderSignedIn('/documents?page=skins', { width: 390 });
    await title('Görünüş mövzuları');
    const select = screen.getByRole('combobox', { name: 'Bölmələr' });
    expect(select).toHaveValue('skins');
    await userEvent.selectOptions(select, 'new-page');
    await title('Yeni səhifə');
    expect(router.state.location.search).toBe('?page=new-page');
  });

  it('scrolls to a heading from the table of contents and names it in the address', async () => {
    const { router } = renderSignedIn('/documents?page=installation');
    await title('Quraşdırma');
    const contents = screen.getByRole('navigation', { name: 'Bu səhifədə' });
    await userEvent.click(within(contents).getByRole('link', { name: 'Parametrlər' }));
    const heading = screen.getByRole('heading', { level: 2, name: 'Parametrlər' });
    expect(heading.id).toBe('parametrlər');
    expect(router.state.location.search).toBe('?page=installation');
    expect(decodeURIComponent(router.state.location.hash)).toBe('#parametrlər');
    expect(scrolled.mock.contexts).toContain(heading);
  });

  it('opened with an anchor in the address, scrolls to that heading once the page has loaded', async () => {
    renderSignedIn('/documents?page=installation#demo-hesablar');
    const heading = await screen.findByRole(
      'heading',
      { level: 2, name: 'Demo hesablar' },
      { timeout: 15_000 },
    );
    await waitFor(() => expect(scrolled.mock.contexts).toContain(heading));
  });

  it('follows the interface language, live', async () => {
    renderSignedIn('/documents?page=installation');
    await title('Quraşdırma');
    await act(() => i18n.changeLanguage('ru'));
    await title('Установка');
    expect(screen.getByRole('heading', { level: 2, name: 'Требования' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Разделы' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    await title('Installation');
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
  });

  it('opens external links in a new tab without an opener or referrer', async () => {
    renderSignedIn('/documents?page=installation');
    await title('Quraşdırma');
    const external = screen.getByRole('link', { name: 'Node.js' });
    expect(external).toHaveAttribute('href', 'https://nodejs.org/');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    // Code blocks are shown as code, never run or parsed as markup.
    expect(screen.getByText('npm install && npm start')).toBeInTheDocument();
  });

  it('falls back to the landing page for a page that does not exist', async () => {
    renderSignedIn('/documents?page=nope');
    await title('Sənədlər və istifadə şərtləri');
  });

  it('leads to the next page from the bottom of a page', async () => {
    const { router } = renderSignedIn('/documents?page=introduction');
    await title('Giriş');
    const pager = screen.getByRole('navigation', { name: 'Əvvəlki və növbəti bölmə' });
    await userEvent.click(within(pager).getByRole('link', { name: /Quraşdırma/ }));
    await title('Quraşdırma');
    expect(router.state.location.search).toBe('?page=installation');
  });
});
