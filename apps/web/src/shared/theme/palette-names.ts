/** The spec's 20 named palettes (section 3); each also has a `_DARK` variant. */
export const paletteNames = [
  'ROYAL_BLUE',
  'EMERALD_GREEN',
  'DEEP_PURPLE',
  'CORAL_RED',
  'TEAL',
  'GOLDEN_YELLOW',
  'DEEP_ORANGE',
  'INDIGO',
  'SEA_GREEN',
  'CRIMSON',
  'AMETHYST',
  'OCEAN_BLUE',
  'FOREST_GREEN',
  'BURNT_ORANGE',
  'BERRY_PURPLE',
  'TURQUOISE',
  'RUBY_RED',
  'MIDNIGHT_BLUE',
  'LIME_GREEN',
  'SUNSET_ORANGE',
] as const;
export type PaletteName = (typeof paletteNames)[number];
export const DEFAULT_PALETTE: PaletteName = 'ROYAL_BLUE';
export const isPaletteName = (value: unknown): value is PaletteName =>
  typeof value === 'string' && (paletteNames as readonly string[]).includes(value);
