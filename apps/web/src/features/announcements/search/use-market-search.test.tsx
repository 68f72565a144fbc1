import { act, renderHook } from '@testing-library/react';
import { useLayoutEffect, useReducer, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useMarketSearch } from './use-market-search';

/** A real (memory) router at an address for a hook, and the address it navigated to. */
const routerAt = (address: string) => {
  let location = '';
  const wrapper = ({ children }: { children: ReactNode }) => {
    const Probe = () => {
      location = useLocation().search;
      return <>{children}</>;
    };
    const router = createMemoryRouter([{ path: '/announcement', element: <Probe /> }], {
      initialEntries: [`/announcement${address}`],
    });
    return <RouterProvider router={router} />;
  };
  return { wrapper, location: () => location };
};

const renderMarketSearch = (address: string) => {
  const { wrapper, location } = routerAt(address);
  return { ...renderHook(() => useMarketSearch(), { wrapper }), location };
};

describe('the market search in the address', () => {
  it('builds a second change on the first before the screen is drawn again', () => {
    const { result, location } = renderMarketSearch('?deal=sell');
    const { update } = result.current;
    // Both with the closures of one render: a chip, then Enter in a price box, in one moment.
    act(() => {
      update({ rooms: [3] });
      update({ priceMax: 300000 });
    });
    expect(location()).toBe('?deal=sell&rooms=3&priceMax=300000');
    expect(result.current.search).toMatchObject({
      deal: 'sell',
      rooms: [3],
      priceMax: 300000,
    });
  });

  it('builds on the first change when the screen is drawn again with the old address meanwhile', async () => {
    // The first change's render is dropped (a screen part suspends on its address, as a lazy one
    // does), and a keystroke draws the old address again before that render is tried once more.
    let release = () => {};
    const loading = new Promise<void>((resolve) => (release = resolve));
    let loaded = false;
    void loading.then(() => (loaded = true));
    let location = '';
    const Probe = ({ children }: { children: ReactNode }) => {
      const { search } = useLocation();
      // The address on screen: as committed, not as a dropped render saw it.
      useLayoutEffect(() => {
        location = search;
      }, [search]);
      return <>{children}</>;
    };
    const LazyPart = () => {
      if (useLocation().search.includes('rooms') && !loaded) throw loading;
      return null;
    };
    const wrapper = ({ children }: { children: ReactNode }) => {
      const router = createMemoryRouter(
        [
          {
            path: '/announcement',
            element: (
              <Probe>
                {children}
                <LazyPart />
              </Probe>
            ),
          },
        ],
        { initialEntries: ['/announcement?deal=sell'] },
      );
      return <RouterProvider router={router} />;
    };
    const { result } = renderHook(
      () => ({ market: useMarketSearch(), redraw: useReducer((count: number) => count + 1, 0)[1] }),
      { wrapper },
    );
    await act(async () => {
      result.current.market.update({ rooms: [3] });
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(location).toBe('?deal=sell');
    act(() => {
      flushSync(() => result.current.redraw());
      result.current.market.update({ priceMax: 300000 });
    });
    await act(async () => {
      release();
      await loading;
    });
    expect(location).toBe('?deal=sell&rooms=3&priceMax=300000');
  });

  it('keeps the drawer open across a filter change, and starts again on the first page', () => {
    const { result, location } = renderMarketSearch('?city=1&page=3&ad=42');
    expect(result.current.adId).toBe(42);
    act(() => result.current.update({ deal: 'rent' }));
    expect(location()).toBe('?deal=rent&city=1&ad=42');
    act(() => result.current.closeAd());
    expect(location()).toBe('?deal=rent&city=1');
    expect(result.current.adHref(7)).toBe('?deal=rent&city=1&ad=7');
  });
});
