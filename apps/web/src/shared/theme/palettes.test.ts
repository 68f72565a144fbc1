import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { paletteNames } from './palette-names';
import { palettes } from './palettes';

/**
 * What we enforce (WCAG 2.1): button text on the accent AA (4.5:1), body and secondary text on
 * both surfaces AAA (7:1) and AA (4.5:1), and the accent as a UI component on cards 3:1
 * (SC 1.4.11 non-text contrast), so outlined buttons, focus rings and icons stay visible.
 */
const variants = paletteNames.flatMap((name) =>
  (['light', 'dark'] as const).map(
    (mode) => [`${name}${mode === 'dark' ? '_DARK' : ''}`, palettes[name][mode]] as const,
  ),
);

describe('palettes', () => {
  it('defines a light and a dark variant of all 20 palettes', () => {
    expect(variants).toHaveLength(40);
  });

  it.each(variants)('%s passes WCAG contrast', (_key, tokens) => {
    const { primary, secondary, background, text } = tokens;
    expect(contrastRatio(primary.main, primary.contrastText)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(secondary.main, secondary.contrastText)).toBeGreaterThanOrEqual(4.5);
    for (const surface of [background.default, background.paper]) {
      expect(contrastRatio(text.primary, surface)).toBeGreaterThanOrEqual(7);
      expect(contrastRatio(text.secondary, surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(primary.main, surface)).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives every variant its own primary colour', () => {
    const mains = variants.map(([, tokens]) => tokens.primary.main.toLowerCase());
    expect(new Set(mains).size).toBe(mains.length);
  });
});
