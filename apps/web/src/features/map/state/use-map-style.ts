import { MAP_STYLES, type MapStyle } from '@emlak/contracts';
import { useCallback, useState } from 'react';

const STORAGE_KEY = 'emlak.mapStyle';

const stored = (): MapStyle => {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return MAP_STYLES.find((style) => style === value) ?? 'streets';
  } catch {
    return 'streets';
  }
};

/** The chosen map style, kept in this browser (streets until one is chosen). */
export const useMapStyle = () => {
  const [style, setStyle] = useState<MapStyle>(stored);
  const choose = useCallback((next: MapStyle) => {
    setStyle(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts until the page is left.
    }
  }, []);
  return [style, choose] as const;
};
