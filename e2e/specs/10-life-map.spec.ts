import type { Page } from '@playwright/test';
import { expect, test, useStack } from '../support/fixtures.ts';
import { signUpOrganiser } from '../support/people.ts';

const stack = useStack();

/** The storyteller of issue #18: one episode with who, when, where and what happened; a story (`npm run -s extract`). */
const WINTER_OF_1947 =
  'My brother Frank and I grew up on a farm near Cork in Ireland. In the winter of 1947 the snow was so deep that our father dug a tunnel to the barn so we could milk the cows.';
/** Born in 1938, so nine in the winter of 1947: the story belongs to childhood. */
const AGE = new Date().getFullYear() - 1938;

/** From the admin dashboard: a new conversation, one message, and its whole reply. */
async function tellStory(page: Page, text: string) {
  await page.getByRole('button', { name: 'Start New Conversation' }).click();
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  const log = page.getByRole('log');
  await expect(log.locator('[data-role="assistant"]')).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Your message' }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(log.locator('[data-role="assistant"]')).toHaveCount(2);
  // The story was extracted (the chat panel shows it) before the dashboard is asked for the map.
  await expect(page.getByRole('complementary', { name: 'Extracted Memories' }).getByRole('button', { name: /Current Stories \(1\)/ })).toBeVisible();
  return new URL(page.url()).pathname;
}

test("life map: a told story fills its period; 'Start' on a suggested topic opens a chat that begins with it", async ({ page }) => {
  await signUpOrganiser(page, stack, { adminName: 'Nora', storytellerName: 'Frank', age: AGE });

  // Before any story: nothing recorded yet, three first topics.
  const lifeMap = page.getByRole('region', { name: 'Life Map' });
  await expect(lifeMap.getByText('Nothing recorded yet. Start with one of these topics.')).toBeVisible();
  await expect(lifeMap.getByRole('button', { name: /^Start: / })).toHaveCount(3);

  const firstConversation = await tellStory(page, WINTER_OF_1947);
  await page.goto(stack.url + '/admin-dashboard');

  // Childhood has the story; the other periods have none and are marked.
  const periods = lifeMap.getByRole('region', { name: 'Periods of life' });
  const period = (label: string) => periods.getByRole('listitem').filter({ has: page.getByText(label, { exact: true }) });
  await expect(period('Childhood')).toContainText('1 Story');
  for (const label of ['Youth', 'Working life', 'Love and family', 'Later life']) {
    await expect(period(label)).toContainText('0 Stories');
    await expect(period(label)).toContainText('Needs more');
  }

  // Three suggestions, the empty periods first; childhood, told once, is no longer among them.
  const topics = lifeMap.getByRole('region', { name: 'Next topics to ask about' }).getByRole('listitem');
  await expect(topics).toHaveCount(3);
  await expect(lifeMap.getByRole('button', { name: 'Start: Childhood' })).toHaveCount(0);
  const work = topics.filter({ has: page.getByText('Working life', { exact: true }) });
  const prompt = 'Tell me about your first job.';
  await expect(work).toContainText(prompt);

  // Start: a new conversation whose first message is the topic's prompt, saved on the server.
  await work.getByRole('button', { name: 'Start: Working life' }).click();
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  expect(new URL(page.url()).pathname).not.toBe(firstConversation);
  const log = page.getByRole('log');
  await expect(log.locator('[data-role]')).toHaveCount(1);
  await expect(log.locator('[data-role="assistant"]').first()).toContainText(prompt);
  await page.reload();
  await expect(log.locator('[data-role]')).toHaveCount(1);
  await expect(log.locator('[data-role="assistant"]').first()).toContainText(prompt);
});

test("greeting: a new conversation picks up the open thread of the last story ('Last time you told me about …')", async ({ page }) => {
  await signUpOrganiser(page, stack, { adminName: 'Orla', storytellerName: 'Frank', age: AGE });
  await tellStory(page, WINTER_OF_1947);

  await page.goto(stack.url + '/admin-dashboard');
  await page.getByRole('button', { name: 'Start New Conversation' }).click();
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  const greeting = page.getByRole('log').locator('[data-role="assistant"]').first();
  // The story stopped before its end (no thaw, no "in the end"): the greeting carries it on.
  await expect(greeting).toContainText('Last time you told me about');
  await expect(greeting).toContainText(/1947|Cork|tunnel/);
  await expect(greeting).toContainText('?');
});
