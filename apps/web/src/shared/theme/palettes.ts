import type { PaletteName } from './palette-names';

export type ThemeMode = 'light' | 'dark';

export type ColourPair = { main: string; contrastText: string };

/** The colours a named palette sets; everything else comes from MUI's defaults for the mode. */
export type PaletteTokens = {
  primary: ColourPair;
  secondary: ColourPair;
  background: { default: string; paper: string };
  text: { primary: string; secondary: string };
};

// Shared neutrals: a near-black slate on light surfaces and a soft off-white on dark ones keep
// body text far above 7:1 whatever the accent colour, and read calmer than pure black or white.
const LIGHT_TEXT = { primary: '#172033', secondary: '#4a5568' };
const DARK_TEXT = { primary: '#e8ecf3', secondary: '#a7b0c0' };
const WHITE = '#ffffff';
const INK = '#111318';

type Pair = readonly [main: string, contrastText: string];

const light = (primary: Pair, secondary: Pair, background: string): PaletteTokens => ({
  primary: { main: primary[0], contrastText: primary[1] },
  secondary: { main: secondary[0], contrastText: secondary[1] },
  background: { default: background, paper: WHITE },
  text: LIGHT_TEXT,
});

const dark = (primary: Pair, secondary: Pair, background: string, paper: string): PaletteTokens => ({
  primary: { main: primary[0], contrastText: primary[1] },
  secondary: { main: secondary[0], contrastText: secondary[1] },
  background: { default: background, paper },
  text: DARK_TEXT,
});

/**
 * The spec's 20 named palettes, each in a light and a `_DARK` variant. Light variants use a
 * saturated, slightly deepened accent on white cards over a faintly tinted canvas; dark variants
 * use a lighter tone of the same hue with dark button text over a deep canvas tinted toward the hue,
 * the way Material 3 derives dark schemes (not an inversion). palettes.test.ts checks WCAG contrast.
 */
export const palettes: Record<PaletteName, Record<ThemeMode, PaletteTokens>> = {
  ROYAL_BLUE: {
    light: light(['#2f5bd8', WHITE], ['#7c4dff', WHITE], '#f4f6fb'),
    dark: dark(['#8eabff', INK], ['#c3a6ff', INK], '#0d1321', '#151d30'),
  },
  EMERALD_GREEN: {
    light: light(['#047857', WHITE], ['#0e7490', WHITE], '#f3f7f5'),
    dark: dark(['#4fd1a5', INK], ['#67d4ea', INK], '#0b1613', '#12211c'),
  },
  DEEP_PURPLE: {
    light: light(['#5b30c4', WHITE], ['#c2185b', WHITE], '#f6f4fb'),
    dark: dark(['#b69cff', INK], ['#f48fb1', INK], '#120f1f', '#1b172c'),
  },
  CORAL_RED: {
    light: light(['#c8402f', WHITE], ['#0f766e', WHITE], '#fbf5f4'),
    dark: dark(['#ff8a7a', INK], ['#5eead4', INK], '#1a1110', '#251816'),
  },
  TEAL: {
    light: light(['#0f766e', WHITE], ['#b45309', WHITE], '#f2f7f7'),
    dark: dark(['#5eead4', INK], ['#fbbf72', INK], '#0a1716', '#112220'),
  },
  GOLDEN_YELLOW: {
    light: light(['#9a6700', WHITE], ['#1f5fbf', WHITE], '#faf8f1'),
    dark: dark(['#f5c542', INK], ['#8ab4f8', INK], '#15130b', '#201d12'),
  },
  DEEP_ORANGE: {
    light: light(['#c2410c', WHITE], ['#1e40af', WHITE], '#fbf6f3'),
    dark: dark(['#ff9b63', INK], ['#93b4ff', INK], '#1a120d', '#261a13'),
  },
  INDIGO: {
    light: light(['#4338ca', WHITE], ['#0f766e', WHITE], '#f5f5fc'),
    dark: dark(['#a5b4fc', INK], ['#5eead4', INK], '#0f1022', '#171931'),
  },
  SEA_GREEN: {
    light: light(['#1f7a4d', WHITE], ['#1d5fa8', WHITE], '#f3f7f4'),
    dark: dark(['#6fd49a', INK], ['#8cc2ff', INK], '#0c1611', '#13211a'),
  },
  CRIMSON: {
    light: light(['#b91c3c', WHITE], ['#334e8c', WHITE], '#fbf4f5'),
    dark: dark(['#ff8fa3', INK], ['#a9bdf0', INK], '#1a0f12', '#26161a'),
  },
  AMETHYST: {
    light: light(['#7e3fa8', WHITE], ['#0f766e', WHITE], '#f8f4fa'),
    dark: dark(['#d3a6f5', INK], ['#7ce0d3', INK], '#160f1c', '#211729'),
  },
  OCEAN_BLUE: {
    light: light(['#0369a1', WHITE], ['#0f766e', WHITE], '#f2f7fa'),
    dark: dark(['#6cc4f5', INK], ['#6ee7c8', INK], '#0a141c', '#111e29'),
  },
  FOREST_GREEN: {
    light: light(['#276738', WHITE], ['#8a5a1c', WHITE], '#f4f7f3'),
    dark: dark(['#86d39a', INK], ['#e3b57a', INK], '#0e150f', '#162017'),
  },
  BURNT_ORANGE: {
    light: light(['#b34700', WHITE], ['#35607f', WHITE], '#faf6f2'),
    dark: dark(['#ffa561', INK], ['#9cc3e0', INK], '#19120c', '#241a12'),
  },
  BERRY_PURPLE: {
    light: light(['#8e2464', WHITE], ['#4a5bb5', WHITE], '#faf4f7'),
    dark: dark(['#f59ac9', INK], ['#aab6f5', INK], '#1a0f16', '#261621'),
  },
  TURQUOISE: {
    light: light(['#087f8c', WHITE], ['#7048e8', WHITE], '#f1f8f8'),
    dark: dark(['#4fd8e0', INK], ['#b9a4ff', INK], '#08171a', '#0f2226'),
  },
  RUBY_RED: {
    light: light(['#9b1b30', WHITE], ['#5c6b7a', WHITE], '#faf3f4'),
    dark: dark(['#ff8595', INK], ['#b4c2d0', INK], '#1a0e11', '#261519'),
  },
  MIDNIGHT_BLUE: {
    light: light(['#1e3a8a', WHITE], ['#0e7490', WHITE], '#f3f5fa'),
    dark: dark(['#93b0f5', INK], ['#67d4ea', INK], '#0a0f1e', '#111a2e'),
  },
  LIME_GREEN: {
    light: light(['#4d7c0f', WHITE], ['#0f766e', WHITE], '#f6f8f0'),
    dark: dark(['#a6e05a', INK], ['#5eead4', INK], '#10150a', '#182010'),
  },
  SUNSET_ORANGE: {
    light: light(['#c2451e', WHITE], ['#9d2a6c', WHITE], '#fbf5f2'),
    dark: dark(['#ff9a6b', INK], ['#f29ac8', INK], '#1b110e', '#271915'),
  },
};
