import { messagesOf, newOrganiser, STORY, tellStory, type Person, type Told } from '../support/family.ts';
import { expect, test, useStack } from '../support/fixtures.ts';
import { signIn } from '../support/people.ts';

const stack = useStack();

/** The first sentence of the first family's story, as their chat shows it. */
const firstSentence = STORY.split('. ')[0]!;

let first: Person;
let second: Person;
let told: Told;

test.beforeAll(async () => {
  first = await newOrganiser(stack, 'Ann', 'Rose');
  told = await tellStory(stack, first);
  second = await newOrganiser(stack, 'Bob', 'Walter');
});

test('the first family sees its own data (what the second organiser must not see)', async ({ page }) => {
  await signIn(page, stack, first.email, first.password);
  await expect(page.getByRole('region', { name: 'Your Conversations' }).getByRole('heading', { name: told.title })).toBeVisible();
  await expect(page.getByRole('article', { name: told.storyTitle })).toBeVisible();
  await expect(page.getByText(told.factPrompt).first()).toBeVisible();
  await page.goto(`${stack.url}/chat/${told.conversationId}`);
  await expect(page.getByRole('log').getByText(firstSentence)).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Extracted Memories' }).getByText(told.storyTitle).first()).toBeVisible();
});

test('a second organiser never sees the first family’s data on any page', async ({ page }) => {
  await signIn(page, stack, second.email, second.password);
  const nothingOfTheFirstFamily = async () => {
    for (const text of [told.title, told.storyTitle, told.factPrompt, firstSentence, 'Ann', 'Rose']) {
      await expect(page.getByRole('main').getByText(text), `"${text}" on ${page.url()}`).toHaveCount(0);
    }
  };

  // Admin dashboard: their own project, no conversations, no stories, no follow-up items, no members of the first family.
  await expect(page.getByText('Bob • Managing family archive')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your Project' })).toContainText('Walter');
  await expect(page.getByText('You have 0 conversations')).toBeVisible();
  await expect(page.getByText('No conversations yet. Start your first one above!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Stories' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Follow-Up Items' })).toHaveCount(0);
  const members = page.getByRole('region', { name: 'Family' }).getByRole('region', { name: 'Members' });
  await expect(members.getByRole('listitem')).toHaveCount(1);
  await expect(members.getByRole('listitem')).toContainText('Family Admin');
  await nothingOfTheFirstFamily();

  // Storyteller dashboard.
  await page.goto(`${stack.url}/storyteller-dashboard`);
  await expect(page.getByRole('heading', { name: 'Welcome, Bob!' })).toBeVisible();
  await expect(page.getByText('Preserving memories with Walter')).toBeVisible();
  await expect(page.getByText('You have 0 conversations')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Stories' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Follow-Up Items' })).toHaveCount(0);
  await nothingOfTheFirstFamily();

  // Contributor dashboard: the stats count nothing of the first family.
  await page.goto(`${stack.url}/contributor-dashboard`);
  await expect(page.getByText("Contributing to Walter's story")).toBeVisible();
  await expect(page.getByText('0 total conversations')).toBeVisible();
  await expect(page.getByText('Start contributing')).toBeVisible();
  await expect(page.getByText('Never')).toBeVisible();
  await expect(page.getByText('Latest 0 of 0 total stories')).toBeVisible();
  await expect(page.getByText('No conversations yet. Start sharing your stories above!')).toBeVisible();
  await nothingOfTheFirstFamily();

  // The chat of the first family's conversation id is not theirs: a new, empty conversation.
  await page.goto(`${stack.url}/chat/${told.conversationId}`);
  await expect(page.getByRole('heading', { name: 'Welcome back, Bob!' })).toBeVisible();
  await expect(page.getByRole('log').getByText(/^AI said: Hello Bob/)).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Extracted Memories' })).toContainText('No memories or stories extracted yet.');
  await nothingOfTheFirstFamily();
  // Their message there does not land in the first family's conversation.
  await page.getByRole('textbox', { name: 'Your message' }).fill('I grew up in Hull.');
  await page.getByRole('button', { name: 'Send' }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'Error sending message' });
  await expect(refused).toContainText('Failed to send message');

  // Nothing of theirs leaked into the first family either.
  const messages = await messagesOf(stack, first, told.conversationId);
  expect(messages.map((m) => m.content)[0]).toBe(STORY);
  expect(messages).toHaveLength(2);
});
