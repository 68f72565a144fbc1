import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { mapSearchToParams, parseMapSearch, type MapSearch } from './map-search';

/**
 * The map screen's state in the address (map-search.ts). Every change replaces the history entry:
 * panning the map is not a step to go back through. Changes made before React Router has rendered
 * the last one build on it, not on the address still on screen.
 */
export const useMapSearch = () => {
  const [params, setParams] = useSearchParams();
  const rendered = params.toString();
  const search = useMemo(() => parseMapSearch(new URLSearchParams(rendered)), [rendered]);
  // The address as last drawn and as last written: an update builds on the newest of them. A
  // Leaflet event may call an update made for an earlier render, so neither is read from a closure.
  // Drawn means committed (a layout effect): a render React drops for an urgent one may have seen
  // the written address, and taking it as drawn then let the next update build on the old one
  // (use-market-search.ts says more).
  const latestRendered = useRef(rendered);
  const pending = useRef<string | null>(null);
  useLayoutEffect(() => {
    latestRendered.current = rendered;
    if (pending.current === rendered) pending.current = null;
  }, [rendered]);

  const update = useCallback(
    (change: (current: MapSearch) => MapSearch) => {
      const base = pending.current ?? latestRendered.current;
      const next = mapSearchToParams(change(parseMapSearch(new URLSearchParams(base)))).toString();
      if (next === base) return;
      pending.current = next;
      setParams(new URLSearchParams(next), { replace: true });
    },
    [setParams],
  );
  return { search, update };
};
