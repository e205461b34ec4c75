import { newOrganiserFlow } from '../flows/newOrganiser.ts';
import { keyboard, pointer } from '../support/actor.ts';
import { test, useStack } from '../support/fixtures.ts';

const stack = useStack();

test('a new organiser: landing → onboarding → sign-up → their project on the admin dashboard', async ({ page }) => {
  await newOrganiserFlow(page, stack, pointer());
});

test('the same, with the keyboard alone', async ({ page }) => {
  await newOrganiserFlow(page, stack, keyboard(page));
});

test.describe('at a phone viewport', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('the same, on a phone', async ({ page }) => {
    await newOrganiserFlow(page, stack, pointer());
  });
});
