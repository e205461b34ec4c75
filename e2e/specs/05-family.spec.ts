import { uniqueEmail } from '../support/emulator.ts';
import { newOrganiser, PASSWORD, STORY, tellStory } from '../support/family.ts';
import { expect, test, useStack } from '../support/fixtures.ts';
import { signIn } from '../support/people.ts';

const stack = useStack();

test('the family: the organiser invites the storyteller, who signs up, activates and sees the family’s stories; the link then shows Invitation Not Found', async ({
  page,
  browser,
}) => {
  // The organiser's project, and a conversation of theirs that already gave the family a story.
  const organiser = await newOrganiser(stack, 'Ann', 'Rose');
  const told = await tellStory(stack, organiser);

  // The organiser invites the storyteller from the admin dashboard's Family card.
  await signIn(page, stack, organiser.email, organiser.password);
  await expect(page.getByRole('region', { name: 'Your Conversations' }).getByRole('heading', { name: told.title })).toBeVisible();
  const family = page.getByRole('region', { name: 'Family' });
  await expect(family.getByText('No invitations waiting.')).toBeVisible();
  await expect(family.getByLabel('Role', { exact: true })).toHaveValue('storyteller');
  await family.getByRole('textbox', { name: 'Name', exact: true }).fill('Rose');
  await family.getByRole('spinbutton', { name: 'Age' }).fill('88');
  await family.getByRole('button', { name: 'Create Invitation Link' }).click();
  const ready = family.getByRole('status').filter({ hasText: 'Invitation link ready:' });
  await expect(ready).toBeVisible();
  const link = (await ready.locator('code').textContent())!.trim();
  expect(link).toMatch(new RegExp(`^${stack.url}/onboarding/storyteller\\?token=[A-Za-z0-9_-]{16,}$`));
  await expect(family.getByText('Rose · Storyteller')).toBeVisible();

  // A second browser: the storyteller opens the link, creates an account and comes back to it.
  const storytellerContext = await browser.newContext();
  const teller = await storytellerContext.newPage();
  const tellerErrors: string[] = [];
  teller.on('pageerror', (err) => tellerErrors.push(err.message));
  await teller.goto(link);
  await expect(teller.getByRole('heading', { name: "You're invited to Kinstory" })).toBeVisible();
  await teller.getByRole('link', { name: 'Create Account' }).click();
  await expect(teller.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  await teller.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('rose'));
  await teller.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await teller.getByLabel('Confirm Password').fill(PASSWORD);
  await teller.getByRole('button', { name: 'Create Account', exact: true }).click();
  await expect(teller.getByText('Account created! Redirecting to dashboard...')).toBeVisible();
  await expect(teller).toHaveURL(link, { timeout: 20_000 });

  // Activation: the invitation's name and age are filled in.
  await expect(teller.getByRole('heading', { name: 'Welcome, Storyteller!' })).toBeVisible();
  await expect(teller.getByRole('textbox', { name: 'Your Name' })).toHaveValue('Rose');
  await expect(teller.getByRole('spinbutton', { name: 'Your Age' }).or(teller.getByRole('textbox', { name: 'Your Age' }))).toHaveValue('88');
  await teller.getByRole('button', { name: 'Get Started Sharing Stories' }).click();
  await expect(teller.getByText('Welcome!', { exact: true })).toBeVisible();
  await expect(teller).toHaveURL(`${stack.url}/storyteller-dashboard`);

  // The storyteller dashboard: the family's story and follow-up item, none of the organiser's conversations.
  await expect(teller.getByRole('heading', { name: 'Welcome, Rose!' })).toBeVisible();
  await expect(teller.getByText('Preserving memories with Rose')).toBeVisible();
  await expect(teller.getByRole('heading', { level: 2, name: 'Your Stories' })).toBeVisible();
  await expect(teller.getByText('1 Story', { exact: true })).toBeVisible();
  await expect(teller.getByText(told.storyTitle, { exact: true }).first()).toBeVisible();
  await expect(teller.getByText(told.factPrompt).first()).toBeVisible();
  const conversations = teller.getByRole('region', { name: 'Your Conversations' });
  await expect(conversations.getByText('You have 0 conversations')).toBeVisible();
  await expect(conversations.getByText('No conversations yet. Start your first one above!')).toBeVisible();
  await expect(conversations.getByText(told.title)).toHaveCount(0);
  await expect(conversations.getByRole('button', { name: 'Continue' })).toHaveCount(0);

  // Nor by its address: the organiser's conversation opens as a new one of hers.
  await teller.goto(`${stack.url}/chat/${told.conversationId}`);
  await expect(teller.getByRole('heading', { name: 'Welcome back, Rose!' })).toBeVisible();
  await expect(teller.getByRole('log').getByText(/^AI said: Hello Rose/)).toBeVisible();
  await expect(teller.getByRole('log').getByText(/^You said:/)).toHaveCount(0);
  await expect(teller.getByRole('log').getByText(STORY.split('. ')[0]!)).toHaveCount(0);
  // (Its story is the family's, so the memories panel may show it: archive stories are readable by every member.)

  // The used link no longer works.
  await teller.goto(link);
  await expect(teller.getByRole('heading', { name: 'Invitation Not Found' })).toBeVisible();
  await expect(teller.getByText('This invitation link is invalid or has already been used.')).toBeVisible();
  await teller.getByRole('link', { name: 'Go to Home' }).click();
  await expect(teller).toHaveURL(`${stack.url}/`);
  expect(tellerErrors, 'uncaught errors in the storyteller’s page').toEqual([]);
  await storytellerContext.close();

  // The organiser's Family card: nothing pending, Rose is a member.
  await page.reload();
  await expect(family.getByText('No invitations waiting.')).toBeVisible();
  await expect(family.getByRole('combobox', { name: 'Role of Rose' })).toHaveValue('storyteller');
});
