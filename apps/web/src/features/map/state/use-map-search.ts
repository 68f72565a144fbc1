import { useCallback, useMemo, useRef } from 'react';
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
  // The address as last rendered and as last written: an update builds on the newest of them. A
  // Leaflet event may call an update made for an earlier render, so neither is read from a closure.
  const latestRendered = useRef(rendered);
  latestRendered.current = rendered;
  const pending = useRef<string | null>(null);
  if (pending.current === rendered) pending.current = null;

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
