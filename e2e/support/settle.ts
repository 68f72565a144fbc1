import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits for running CSS transitions and animations to end (MUI's menus grow and fade in whatever
 * the reduced-motion setting); infinite ones (a spinner) are left alone.
 */
export const animationsDone = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  );

/**
 * Waits until a screen is ready to be looked at: no request in flight, no full-page preloader, no
 * busy region (the sidebar's skeleton), web fonts loaded, transitions over.
 */
export const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await animationsDone(page);
};

/**
 * Waits until a form panel has finished opening: at the end of its slide it focuses its first field
 * and scrolls itself into view. Typing or clicking before then can land where the scroll moves
 * things away from (seen in CI: a Save click that landed on the name field instead).
 */
export const panelOpened = (panel: Locator) =>
  expect(panel.locator('input:not([type=hidden]), textarea, [role=combobox]').first()).toBeFocused();
