import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs` while `active`. */
export const useNow = (intervalMs: number, active = true) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, active]);
  return now;
};
