import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { ForbiddenPage } from './forbidden-page';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';
import { ServerErrorPage } from './server-error-page';

const renderRoutes = (routes: RouteObject[], path = '/') =>
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
const renderPage = (element: React.ReactNode) => renderRoutes([{ path: '/', element }]);

afterEach(async () => {
  await i18n.changeLanguage('az');
});

describe.each([
  {
    language: 'en',
    notFound: 'Page not found',
    backHome: 'Back to home',
    forbidden: 'You do not have permission to access this page.',
    forbiddenHint: /Access was denied/,
    mainPage: 'Main page',
    serverTitle: '500 INTERNAL SERVER ERROR',
    serverText: 'Opps, something went wrong.',
    serverHint: 'You can go to home page.',
    goHome: 'Go Home',
    unexpected: 'Unexpected Application Error!',
    status404: 'The requested resource was not found.',
    status405: 'This method is not allowed.',
    pageError: 'An error occurred. Please refresh the page.',
  },
  {
    language: 'az',
    notFound: 'Səhifə tapılmadı',
    backHome: 'Ana səhifəyə qayıt',
    forbidden: 'Bu səhifəyə baxmaq icazəniz yoxdur.',
    forbiddenHint: /Giriş rədd edildi/,
    mainPage: 'Ana səhifə',
    serverTitle: '500 DAXİLİ SERVER XƏTASI',
    serverText: 'Ups, nəsə səhv getdi.',
    serverHint: 'Ana səhifəyə keçə bilərsiniz.',
    goHome: 'Ana səhifə',
    unexpected: 'Gözlənilməz tətbiq xətası!',
    status404: 'Axtarılan resurs tapılmadı.',
    status405: 'Bu metod icazəli deyil.',
    pageError: 'Xəta baş verdi. Zəhmət olmasa səhifəni yeniləyin.',
  },
])('error screens in $language', (texts) => {
  const setLanguage = () => i18n.changeLanguage(texts.language);

  it('404 says the page was not found and links back to /', async () => {
    await setLanguage();
    renderPage(<NotFoundPage />);
    expect(screen.getByRole('heading', { name: texts.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.backHome })).toHaveAttribute('href', '/');
  });

  it('403 says the user may not view the page, with a main-page link', async () => {
    await setLanguage();
    renderPage(<ForbiddenPage />);
    expect(screen.getByText(texts.forbidden)).toBeInTheDocument();
    expect(screen.getByText(texts.forbiddenHint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.mainPage })).toHaveAttribute('href', '/');
  });

  it('500 shows the spec texts, a Go Home link to / and a 1-second entrance', async () => {
    await setLanguage();
    renderPage(<ServerErrorPage />);
    expect(screen.getByText(texts.serverTitle)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: texts.serverText })).toBeInTheDocument();
    expect(screen.getByText(texts.serverHint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: texts.goHome })).toHaveAttribute('href', '/');
    const animated = screen
      .getByRole('heading', { name: texts.serverText })
      .closest('header')!.parentElement!;
    expect(getComputedStyle(animated).animation).toMatch(/1000ms/);
  });

  it.each([
    [404, 'status404'],
    [405, 'status405'],
  ] as const)(
    'the routing fallback reads "Unexpected Application Error!" with the generic %s text',
    async (status, key) => {
      await setLanguage();
      renderRoutes([
        {
          path: '/',
          errorElement: <RouteErrorPage />,
          HydrateFallback: () => null,
          loader: () => {
            throw new Response('no', { status });
          },
          element: null,
        },
      ]);
      expect(await screen.findByRole('heading', { name: texts.unexpected })).toBeInTheDocument();
      expect(screen.getByText(texts[key])).toBeInTheDocument();
    },
  );

  it('the routing fallback also catches a render error', async () => {
    await setLanguage();
    const Broken = () => {
      throw new Error('boom');
    };
    // React reports the caught error on the console; the test is about what the user sees.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes([{ path: '/', errorElement: <RouteErrorPage />, element: <Broken /> }]);
    expect(await screen.findByRole('heading', { name: texts.unexpected })).toBeInTheDocument();
    expect(screen.getByText(texts.pageError)).toBeInTheDocument();
    quiet.mockRestore();
  });
});
