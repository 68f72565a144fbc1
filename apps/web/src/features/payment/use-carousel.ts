import { useCallback, useEffect, useState } from 'react';

/** Spec section 9: the carousel moves every 4000 ms. */
export const AUTO_ADVANCE_MS = 4000;

export type CarouselDirection = 'forward' | 'back';

/**
 * The carousel's state (spec section 4): the index moves cyclically; it advances by itself
 * unless hovered; a manual move stops auto-play, and the pointer leaving resumes it.
 */
export const useCarousel = (count: number) => {
  const [index, setIndex] = useState(0);
  const [direction, setDirection] = useState<CarouselDirection>('forward');
  const [autoPlay, setAutoPlay] = useState(true);
  const [hovered, setHovered] = useState(false);
  const playing = autoPlay && !hovered && count > 1;

  useEffect(() => {
    if (!playing) return undefined;
    const timer = window.setInterval(() => {
      setDirection('forward');
      setIndex((current) => (current + 1) % count);
    }, AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [playing, count]);

  const move = useCallback(
    (target: (current: number) => number, towards: CarouselDirection) => {
      setAutoPlay(false);
      setDirection(towards);
      setIndex((current) => ((target(current) % count) + count) % count);
    },
    [count],
  );

  return {
    index,
    direction,
    playing,
    next: () => move((current) => current + 1, 'forward'),
    previous: () => move((current) => current - 1, 'back'),
    goTo: (target: number) => move(() => target, target >= index ? 'forward' : 'back'),
    hoverHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => {
        setHovered(false);
        setAutoPlay(true);
      },
    },
  };
};
