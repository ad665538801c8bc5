import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page (or the part matching `include`) and fails on serious or critical
 * violations. A toast fading in or out is half transparent, so it waits for toasts to go first.
 */
export async function expectNoSeriousViolations(page: Page, include?: string): Promise<void> {
  await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0, { timeout: 10_000 });
  const builder = new AxeBuilder({ page });
  const results = await (include ? builder.include(include) : builder).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target) }));
  expect(serious).toEqual([]);
}
