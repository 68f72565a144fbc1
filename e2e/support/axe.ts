import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { animationsDone } from './settle';

/**
 * Runs axe (WCAG 2 A and AA) on the page as it is and records, softly, every violation of serious
 * or critical impact, so that one run lists all of them. Nothing is excluded. Running transitions
 * end first: a menu caught mid-fade has, for that moment, text without contrast.
 */
export const expectNoSeriousViolations = async (page: Page, screen: string) => {
  await animationsDone(page);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
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
