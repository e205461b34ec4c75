import { expect, type Locator, type Page } from '@playwright/test';

/**
 * How a person works the page: with the pointer (a click, typing into a clicked box) or with the
 * keyboard alone (Tab to the control, Enter or Space to use it). A flow written against an Actor runs
 * both ways, so a keyboard-only run proves every step is reachable and focus is always visible.
 */
export interface Actor {
  readonly kind: 'pointer' | 'keyboard';
  press(target: Locator): Promise<void>;
  fill(target: Locator, text: string): Promise<void>;
}

export function pointer(): Actor {
  return {
    kind: 'pointer',
    press: (target) => target.click(),
    fill: (target, text) => target.fill(text),
  };
}

const MAX_TABS = 80;

/** Tabs forward until `target` has focus, checking each stop shows a visible focus indicator. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i < MAX_TABS; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) {
      const ring = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
        const shadow = style.boxShadow !== 'none';
        return { outline, shadow, describe: `${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').slice(0, 30)}"` };
      });
      expect(ring.outline || ring.shadow, `visible focus on ${ring.describe}`).toBe(true);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Could not reach ${target} with the Tab key in ${MAX_TABS} presses`);
}

export function keyboard(page: Page): Actor {
  return {
    kind: 'keyboard',
    async press(target) {
      await tabTo(page, target);
      await page.keyboard.press('Enter');
    },
    async fill(target, text) {
      await tabTo(page, target);
      await page.keyboard.press('ControlOrMeta+A');
      if (text === '') await page.keyboard.press('Backspace');
      else await page.keyboard.type(text);
    },
  };
}
