import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
}

/** Runs axe-core on the page as it is now and expects no violations (all rules axe runs by default). */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<AxeResult> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  const summary = result.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => JSON.stringify(n.target)).join('\n  ')}`);
  expect(summary, `axe violations on ${what}`).toEqual([]);
}
