import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { AnnouncementSearch } from './announcement-search';
import { parseDrawerId, parseSearch, searchToParams } from './search-address';

export type SearchChange = {
  /** Replace the history entry rather than add one: typing in the text box. */
  replace?: boolean;
  /** The drawer's listing after the change; unchanged unless given. */
  ad?: number | null;
};

/**
 * The addresses this screen navigated to that have not been drawn yet. React Router renders a
 * navigation in a transition, a moment after the address changed: a second change in that moment
 * (a chip, then Enter in a price box) must build on the first, not on the screen as it was drawn.
 * An address that changed by itself (back, forward, a link) drops them.
 *
 * Only a committed address counts as drawn (a layout effect), never one seen while rendering:
 * React may render the transition's address, drop that render for an urgent one (a keystroke in
 * the price box) that still shows the old address, and commit the transition later. Read during
 * rendering, the old address looked like a change by itself and dropped the chip's address, and
 * Enter then built on the old one (the rooms filter lost, a CI run on a slow machine).
 */
const useInFlightAddresses = (rendered: string) => {
  const state = useRef({ rendered, inFlight: [] as string[] });
  useLayoutEffect(() => {
    if (state.current.rendered === rendered) return;
    const landed = state.current.inFlight.indexOf(rendered);
    state.current = { rendered, inFlight: landed >= 0 ? state.current.inFlight.slice(landed + 1) : [] };
  }, [rendered]);
  return state;
};

/**
 * The market search as the address holds it. A filter change adds a history entry (back undoes
 * it), typing replaces the entry, and any change of the search starts again on its first page.
 */
export const useMarketSearch = () => {
  const [params, setParams] = useSearchParams();
  const rendered = params.toString();
  const search = useMemo(() => parseSearch(new URLSearchParams(rendered)), [rendered]);
  const adId = parseDrawerId(params);
  const addresses = useInFlightAddresses(rendered);

  /** The address as it is about to be: the last one navigated to, or the one on screen. */
  const latest = useCallback(
    () => new URLSearchParams(addresses.current.inFlight.at(-1) ?? addresses.current.rendered),
    [addresses],
  );

  const go = useCallback(
    (next: AnnouncementSearch, change: SearchChange = {}) => {
      const ad = change.ad === undefined ? parseDrawerId(latest()) : change.ad;
      const address = searchToParams(next, ad);
      addresses.current.inFlight.push(address.toString());
      setParams(address, { replace: change.replace ?? false });
    },
    [setParams, latest, addresses],
  );

  /** Changes filters (back to the first page unless the change names a page). */
  const update = useCallback(
    (patch: Partial<AnnouncementSearch>, change?: SearchChange) =>
      go({ ...parseSearch(latest()), page: 0, ...patch }, change),
    [go, latest],
  );

  /** The address of this search with a listing's drawer open: a link a row or card can carry. */
  const adHref = useCallback((id: number) => `?${searchToParams(search, id).toString()}`, [search]);

  return {
    search,
    adId,
    go,
    update,
    adHref,
    openAd: useCallback((id: number) => go(parseSearch(latest()), { ad: id }), [go, latest]),
    closeAd: useCallback(() => go(parseSearch(latest()), { ad: null }), [go, latest]),
  };
};

export type MarketSearch = ReturnType<typeof useMarketSearch>;
