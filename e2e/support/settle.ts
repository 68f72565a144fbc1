import { expect, type Page } from '@playwright/test';

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
