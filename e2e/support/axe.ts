import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { animationsDone } from './settle';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe (WCAG 2.x A and AA; "label in name", which axe still calls experimental and leaves off,
 * switched on, since Lighthouse checks it) on the page as it is and records, softly, every
 * violation of serious or critical impact, so that one run lists all of them. Nothing is excluded.
 * Running transitions end first: a menu caught mid-fade has, for that moment, text without contrast.
 */
export const expectNoSeriousViolations = async (page: Page, screen: string) => {
  await animationsDone(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => ({
        target: node.target.join(' '),
        summary: node.failureSummary,
      })),
    }));
  expect.soft(serious, `axe on ${screen}`).toEqual([]);
};
