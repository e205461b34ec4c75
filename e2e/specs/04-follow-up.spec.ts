import { expect, test, useStack } from '../support/fixtures.ts';
import { signUpOrganiser } from '../support/people.ts';

const stack = useStack();

/** The embedded extractor raises three follow-up items from this, and no story (`npm run -s extract`). */
const ALLOTMENT = 'Uncle Arthur had the allotment behind the gasworks, and he knew a fellow called Stan Pickles.';
const FOLLOW_UPS = [
  'Tell me more about Stan Pickles. Who was he to you?',
  'Tell me more about Uncle Arthur. What was he like?',
  'You mentioned the allotment behind the gasworks. What is the story there?',
];
const ANSWERED = FOLLOW_UPS[0]!;

test("follow-up: 'Answer' opens a new chat that starts with the item's question, and the item leaves the dashboard", async ({ page }) => {
  await signUpOrganiser(page, stack, { adminName: 'Bea', storytellerName: 'Walter', age: 91 });

  // One message in a chat raises the follow-up items.
  await page.getByRole('button', { name: 'Start New Conversation' }).click();
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  const firstConversation = new URL(page.url()).pathname;
  const log = page.getByRole('log');
  await expect(log.locator('[data-role="assistant"]')).toHaveCount(1);
  await page.getByRole('textbox', { name: 'Your message' }).fill(ALLOTMENT);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(log.locator('[data-role="assistant"]')).toHaveCount(2);
  const panel = page.getByRole('complementary', { name: 'Extracted Memories' });
  await expect(panel.getByRole('button', { name: `Facts to Explore (${FOLLOW_UPS.length})` })).toBeVisible();

  await page.goto(stack.url + '/admin-dashboard');
  const followUps = page.getByRole('region', { name: 'Follow-Up Items' });
  await expect(followUps.getByText(`${FOLLOW_UPS.length} Items`, { exact: true })).toBeVisible();
  for (const prompt of FOLLOW_UPS) await expect(followUps.getByText(prompt, { exact: true })).toBeVisible();
  const item = followUps.getByRole('listitem').filter({ has: page.getByText(ANSWERED, { exact: true }) });
  await expect(item).toContainText('person');
  await expect(item).toContainText(/Asked \S/);

  // Answer: a new conversation whose first message is the item's question.
  await item.getByRole('button', { name: 'Answer' }).click();
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  const followUpConversation = new URL(page.url()).pathname;
  expect(followUpConversation).not.toBe(firstConversation);
  await expect(page.getByRole('heading', { name: 'Chat Session', level: 1 })).toBeVisible();
  const first = log.locator('[data-role]').first();
  await expect(first).toHaveAttribute('data-role', 'assistant');
  await expect(first).toContainText(ANSWERED);
  await expect(log.locator('[data-role]')).toHaveCount(1);
  // It is saved on the server, not only shown: a reload starts the chat with the same question.
  await page.reload();
  await expect(log.locator('[data-role]').first()).toContainText(ANSWERED);
  await expect(log.locator('[data-role]')).toHaveCount(1);

  // The item is gone from the dashboard; the others stay.
  await page.goto(stack.url + '/admin-dashboard');
  await expect(followUps.getByText(`${FOLLOW_UPS.length - 1} Items`, { exact: true })).toBeVisible();
  await expect(followUps.getByText(ANSWERED, { exact: true })).toHaveCount(0);
  for (const prompt of FOLLOW_UPS.slice(1)) await expect(followUps.getByText(prompt, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your Conversations' }).getByText('You have 2 conversations', { exact: true })).toBeVisible();
});
