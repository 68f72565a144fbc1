import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useMarketSearch } from './use-market-search';

/** The hook inside a real (memory) router, with the address it navigated to. */
const renderMarketSearch = (address: string) => {
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
  const hook = renderHook(() => useMarketSearch(), { wrapper });
  return { ...hook, location: () => location };
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
