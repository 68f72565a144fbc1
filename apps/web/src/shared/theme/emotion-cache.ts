import createCache, { type EmotionCache } from '@emotion/cache';
import type { Direction } from '@mui/material/styles';

/** The emotion cache of left-to-right pages: every page unless right-to-left is chosen. */
export const ltrCache = createCache({ key: 'mui' });

let rtlCache: EmotionCache | undefined;

/**
 * The right-to-left cache, which mirrors every style rule through stylis-plugin-rtl (cssjanus).
 * Loaded only when right-to-left is chosen: the other pages, the login screen first, do without
 * its ~2 KB. main.tsx loads it before the first render when the stored direction is rtl, so such
 * a page never shows mirrored a moment late.
 */
export const loadRtlCache = async (): Promise<EmotionCache> => {
  rtlCache ??= (await import('./rtl-cache')).createRtlCache();
  return rtlCache;
};

/** The cache for a direction if it is ready now (rtl before it loaded: undefined). */
export const readyCache = (direction: Direction): EmotionCache | undefined =>
  direction === 'rtl' ? rtlCache : ltrCache;
