import type { Browser } from '@playwright/test';
import type { SavedRole } from './accounts';
import { stateWith } from './fixtures';

/**
 * The looks (width, language, light or dark) a screenshot test is written for.
 *
 * `npm test` shoots a screen in the fewest looks that still show each of its widths, languages
 * and modes at least once (a greedy cover of the values); `npm run test:screenshots`
 * (E2E_SCREENSHOTS=all) shoots every look listed. The full matrices had grown to half of CI's
 * time, and a layout fault shows at a width, in a language or in a mode, rarely only in one
 * combination of the three (docs/decisions.md "Screenshots: a cover in npm test, every look on
 * demand").
 */
export type Look<Lang extends string = 'az' | 'en' | 'ru'> = {
  width: number;
  lang: Lang;
  mode: 'light' | 'dark';
};

export const everyLook = process.env.E2E_SCREENSHOTS === 'all';

const valuesOf = (look: Look<string>) => [`w${look.width}`, `l${look.lang}`, `m${look.mode}`];

/** The looks to shoot: all of them on demand, else a cover of their values in the listed order. */
export const looksToShoot = <L extends Look<string>>(looks: readonly L[]): L[] => {
  if (everyLook) return [...looks];
  const uncovered = new Set(looks.flatMap(valuesOf));
  const chosen: L[] = [];
  while (uncovered.size > 0) {
    let best = looks[0] as L;
    let bestGain = -1;
    for (const look of looks) {
      const gain = valuesOf(look).filter((value) => uncovered.has(value)).length;
      if (gain > bestGain) [best, bestGain] = [look, gain];
    }
    chosen.push(best);
    for (const value of valuesOf(best)) uncovered.delete(value);
  }
  return chosen;
};

/** Every combination of the given widths, languages and modes, widths outermost. */
export const lookMatrix = <Lang extends string>(
  widths: readonly number[],
  langs: readonly Lang[],
  modes: readonly Look['mode'][] = ['light', 'dark'],
): Look<Lang>[] =>
  widths.flatMap((width) => langs.flatMap((lang) => modes.map((mode) => ({ width, lang, mode }))));

/** A look's width is a phone's below 600 px. */
export const isPhone = (look: Pick<Look<string>, 'width'>) => look.width < 600;

/**
 * A browser context showing `role`'s screens in a look: the width (a phone's height, touch and
 * mobile viewport below 600 px), the language and light or dark, without motion.
 */
export const lookContext = (browser: Browser, role: SavedRole | 'guest', look: Look<string>) =>
  browser.newContext({
    viewport: { width: look.width, height: isPhone(look) ? 844 : 900 },
    isMobile: isPhone(look),
    hasTouch: isPhone(look),
    reducedMotion: 'reduce',
    storageState: stateWith(role, {
      lang: look.lang,
      'current-theme': look.mode === 'dark' ? 'ROYAL_BLUE_DARK' : 'ROYAL_BLUE',
    }),
  });
