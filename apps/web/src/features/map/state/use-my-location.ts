import { useCallback, useState } from 'react';

/** How long the browser may look for the position, and how old a position it may give. */
const LOCATE_TIMEOUT_MS = 15_000;
const LOCATE_MAX_AGE_MS = 60_000;

export type LocationFailure = 'unsupported' | 'unavailable';

/**
 * The browser's geolocation, once per click: the position, or why there is none (no geolocation
 * in this browser; denied, no fix or timed out are one "unavailable" for the person).
 */
export const useMyLocation = (
  onFound: (lat: number, lon: number) => void,
  onFailed: (failure: LocationFailure) => void,
) => {
  const [locating, setLocating] = useState(false);
  const locate = useCallback(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      onFailed('unsupported');
      return;
    }
    setLocating(true);
    geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        onFound(position.coords.latitude, position.coords.longitude);
      },
      () => {
        setLocating(false);
        onFailed('unavailable');
      },
      { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: LOCATE_MAX_AGE_MS },
    );
  }, [onFound, onFailed]);
  return { locate, locating };
};
