import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

const page = () => document.scrollingElement ?? document.documentElement;

describe('ScrollToTop', () => {
  afterEach(() => {
    page().scrollTop = 0;
  });

  it('leaves the first screen where the browser put it and starts every next screen at its top', async () => {
    const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], {
      initialEntries: ['/dashboard'],
    });
    page().scrollTop = 120;
    // StrictMode runs the effect twice on mount, as in development.
    render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    expect(page().scrollTop).toBe(120);

    page().scrollTop = 300;
    await act(() => router.navigate('/announcement'));
    expect(page().scrollTop).toBe(0);
  });
});
