import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { findAlertWithText } from '@/test/alerts';
import { renderSignedIn } from '@/test/render-signed-in';

const navigation = () =>
  screen.findByRole('navigation', { name: i18n.t('shell.mainNavigation') }, { timeout: 5000 });

afterEach(async () => {
  // Each screen's code loads lazily. A test that ends before its screen is shown would leave that
  // import running after the file's environment is gone (vitest's EnvironmentTeardownError). Hidden
  // ones count: a test may end with a menu open over the screen.
  await screen.findAllByRole('heading', { level: 1, hidden: true }, { timeout: 5000 });
  await act(() => i18n.changeLanguage('az'));
});

describe('app shell', () => {
  it('builds the sidebar from the role menu, in display order, and highlights the current screen', async () => {
    renderSignedIn('/organizations/5');
    const nav = await navigation();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'İdarə paneli',
      'Elanlar',
      'Təşkilatlar',
      'Tənzimləmələr',
    ]);
    expect(within(nav).getByRole('link', { name: 'Təşkilatlar' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Təşkilatlar' })).toHaveAttribute('href', '/organizations');
    expect(within(nav).getByRole('link', { name: 'İdarə paneli' })).not.toHaveAttribute('aria-current');
  });

  it('moves the highlight when the user follows a link', async () => {
    const { router } = renderSignedIn('/dashboard');
    const nav = await navigation();
    await userEvent.click(within(nav).getByRole('link', { name: 'Elanlar' }));
    expect(router.state.location.pathname).toBe('/announcement');
    // Asked again: the screen's chunk may already be loaded, and the sidebar re-rendered with it.
    await waitFor(async () =>
      expect(within(await navigation()).getByRole('link', { name: 'Elanlar' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
  });

  it('shows an error with a retry when the menu does not load', async () => {
    let calls = 0;
    renderSignedIn('/dashboard', {
      menus: () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'down' }, { status: 500 })
          : HttpResponse.json([
              {
                id: 1,
                name: 'dashboard',
                url: '/dashboard',
                icon: 'Dashboard',
                description: null,
                menuUrl: '/dashboard',
                status: true,
                displayOrder: 1,
              },
            ]);
      },
    });
    // The dashboard's own alert may come first when its chunk is already loaded: find the menu's.
    const alert = await findAlertWithText(i18n.t('shell.menuLoadError'));
    await userEvent.click(within(alert).getByRole('button', { name: i18n.t('common.retry') }));
    expect(within(await navigation()).getByRole('link', { name: 'İdarə paneli' })).toBeInTheDocument();
  });

  it('shows icons only, with accessible names, in the mini width', async () => {
    localStorage.setItem('sidebar-width', 'mini');
    renderSignedIn('/dashboard');
    const nav = await navigation();
    const link = within(nav).getByRole('link', { name: 'İdarə paneli' });
    expect(link).not.toHaveTextContent('İdarə paneli');
  });

  it('switches the language: texts change and <html lang> follows', async () => {
    renderSignedIn('/dashboard');
    await navigation();
    await userEvent.click(screen.getByRole('button', { name: 'Dili dəyiş (AZ)' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
  });

  it('shows the user initials and reaches settings from the account menu', async () => {
    const { router } = renderSignedIn('/dashboard', { fullName: 'Aysel Məmmədova' });
    const account = await screen.findByRole('button', { name: 'Hesab menyusu (AM)' });
    expect(account).toHaveTextContent('AM');
    await userEvent.click(account);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Tənzimləmələr' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
  });

  it('fits a 390 px phone: the sidebar is a drawer, language and palette move into the account menu', async () => {
    renderSignedIn('/dashboard', { width: 390 });
    // The shell first, so that what it leaves out is checked on the shell, not on its loading state.
    const openMenu = await screen.findByRole('button', { name: 'Menyunu aç' });
    expect(screen.queryByRole('navigation', { name: 'Əsas menyu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dili dəyiş (AZ)' })).not.toBeInTheDocument();
    await userEvent.click(openMenu);
    const nav = await navigation();
    await userEvent.click(within(nav).getByRole('link', { name: 'Elanlar' }));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Əsas menyu' })).not.toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole('button', { name: /^Hesab menyusu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Rəng palitrası' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'English' })).toBeInTheDocument();
  });

  it('hides and shows the docked sidebar with the menu button', async () => {
    const { store } = renderSignedIn('/dashboard');
    await navigation();
    await userEvent.click(screen.getByRole('button', { name: 'Menyunu gizlət' }));
    expect(store.getState().theme.sidebarOpen).toBe(false);
    expect(localStorage.getItem('sidebar-open')).toBe('false');
    expect(screen.getByRole('button', { name: 'Menyunu göstər' })).toBeInTheDocument();
  });
});
