import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { createAccount, uniqueEmail } from '../support/emulator.ts';
import { api, chatTurn } from '../support/family.ts';
import { expect, test, useStack } from '../support/fixtures.ts';
import { signIn } from '../support/people.ts';

const stack = useStack();
const conversationId = randomUUID();
const account = { email: uniqueEmail('a11y'), password: 'a11y-family-1' };

/** Every screen of SPEC §2, each with something that shows it has finished loading. */
const publicRoutes: [path: string, ready: string][] = [
  ['/', "Preserve precious memories before they're gone forever"],
  ['/auth', 'Welcome Back'],
  ['/auth?mode=signup', 'Create Your Account'],
  ['/onboarding', 'Step 1 of 4'],
  ['/video-demo', ''],
  ['/samples', ''],
  ['/demo/contributor', ''],
  ['/demo/admin', ''],
  ['/no/such/page', 'Oops! Page not found'],
];
const signedInRoutes: [path: string, ready: string][] = [
  ['/admin-dashboard', 'Admin Dashboard'],
  ['/storyteller-dashboard', 'Welcome, Ann!'],
  ['/demo/storyteller', 'Welcome, Ann!'],
  ['/contributor-dashboard', 'Welcome, Ann!'],
  ['/viewer-dashboard', ''],
  [`/chat/${conversationId}`, 'Chat Session'],
  ['/chat', 'Chat Session'],
  ['/onboarding/storyteller?token=not-a-real-invitation', 'Invitation Not Found'],
  ['/dashboard', 'Admin Dashboard'],
];

test.beforeAll(async () => {
  // A family with a project, a conversation, a story and follow-up items, so every section shows.
  const person = { ...account, ...(await createAccount(account.email, account.password)) };
  await api(stack, person, 'PUT', '/api/user/profile', {
    persona: 'admin',
    userName: 'Ann',
    subjectName: 'Rose',
    subjectAge: 88,
    subjectRelation: 'Mother',
    initialTopics: ['Childhood', 'The bakery'],
  });
  await chatTurn(stack, person, conversationId, 'In 1952 my father Albert opened a bakery on Briggate in Leeds with my mother Margaret, and I helped him every Saturday.');
});

/** Waits until the route has rendered its content: its marker text, a heading, and no loading text. */
async function visit(page: Page, path: string, ready: string) {
  await page.goto(stack.url + path);
  if (ready) await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing on every route in the ${scheme} scheme`, async ({ page }) => {
    test.setTimeout(180_000);
    // The app follows the system's scheme until someone chooses one in the header.
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    for (const [path, ready] of publicRoutes) {
      await visit(page, path, ready);
      await expect(page.locator('html')).toHaveClass(new RegExp(`(^| )ks-${scheme}( |$)`));
      await expectNoAxeViolations(page, `${path} (${scheme}, signed out)`);
    }
    await signIn(page, stack, account.email, account.password);
    for (const [path, ready] of signedInRoutes) {
      await visit(page, path, ready);
      await expectNoAxeViolations(page, `${path} (${scheme}, signed in)`);
    }
  });
}

test('at 200% zoom in a 1280 px window nothing scrolls sideways', async ({ browser }) => {
  test.setTimeout(180_000);
  // 200% zoom in a 1280 × 800 window lays the page out in 640 × 400 CSS pixels, drawn twice as big.
  const context = await browser.newContext({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  /** How far the page scrolls sideways, and the widest elements sticking out (for the failure message). */
  const overflow = () =>
    page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const out = [...document.querySelectorAll('body *')]
        .filter((el) => el.getBoundingClientRect().right > width + 1)
        .slice(-3)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').slice(0, 40)}"`);
      return { by: document.documentElement.scrollWidth - width, out };
    });
  for (const [path, ready] of publicRoutes) {
    await visit(page, path, ready);
    const found = await overflow();
    expect(found.by, `horizontal overflow on ${path}: ${found.out.join('; ')}`).toBeLessThanOrEqual(0);
  }
  await signIn(page, stack, account.email, account.password);
  for (const [path, ready] of signedInRoutes) {
    await visit(page, path, ready);
    const found = await overflow();
    expect(found.by, `horizontal overflow on ${path}: ${found.out.join('; ')}`).toBeLessThanOrEqual(0);
  }
  await context.close();
});
