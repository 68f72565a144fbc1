import type { RoomsRange } from './announcement-search';

/**
 * A click on a rooms chip. The chosen chips stay one range (the list engine has no "one of"):
 * a chip outside the range stretches it to the chip, an end chip shrinks it, a chip inside it
 * picks that chip alone, and the only chip chosen clears the choice.
 */
export const toggleRoom = (range: RoomsRange | null, chip: number): RoomsRange | null => {
  if (!range) return { min: chip, max: chip };
  const { min, max } = range;
  if (chip < min || chip > max) return { min: Math.min(min, chip), max: Math.max(max, chip) };
  if (min === max) return null;
  if (chip === min) return { min: min + 1, max };
  if (chip === max) return { min, max: max - 1 };
  return { min: chip, max: chip };
};

export const roomChosen = (range: RoomsRange | null, chip: number) =>
  range !== null && chip >= range.min && chip <= range.max;
