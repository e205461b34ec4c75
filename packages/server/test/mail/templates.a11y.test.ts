import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../helpers/chromium.ts';
import { samples } from './samples.ts';

/** axe-core as e2e/support/axe.ts injects it: the minified script, added to the page. */
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
}

/**
 * Each e-mail's HTML, as a browser shows it, checked with axe-core in Chromium (every rule axe runs
 * by default, contrast included), at a phone's width and a desktop's.
 */
describe('the e-mails are accessible (axe in Chromium)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** axe's violations on the page showing `html`, one summary each. */
  async function violations(page: Page, html: string): Promise<string[]> {
    // No network: the mail links out, and loads nothing.
    await page.route('**/*', (route) => route.abort());
    await page.setContent(html);
    await page.addScriptTag({ path: axePath });
    // A string, run in the page: this package is compiled without the DOM's types.
    const result = (await page.evaluate("axe.run(document, { resultTypes: ['violations'] })")) as AxeResult;
    return result.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => JSON.stringify(n.target)).join('\n  ')}`);
  }

  it('the check itself finds a problem where there is one', async () => {
    const page = await browser.newPage();
    try {
      const found = await violations(page, '<!DOCTYPE html><html><body><p style="color:#ccc;background:#fff">faint</p><table><tr><td>x</td></tr></table></body></html>');
      expect(found.join('\n')).toMatch(/color-contrast|html-has-lang|document-title/);
    } finally {
      await page.close();
    }
  });

  for (const [name, mail] of Object.entries(samples)) {
    it(`${name}: no axe violations`, async () => {
      for (const viewport of [{ width: 320, height: 640 }, { width: 1280, height: 900 }]) {
        const page = await browser.newPage({ viewport });
        try {
          expect(await violations(page, mail.html), `axe violations in the ${name} e-mail at ${viewport.width} px`).toEqual([]);
          // The button is at least 44 px tall (WCAG 2.5.5 target size) and nothing scrolls sideways.
          const button = page.locator('a', { hasText: /^(Answer this question|Accept the invitation|Sign in)$/ });
          expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
          expect(await page.evaluate('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
        } finally {
          await page.close();
        }
      }
    });
  }
});
