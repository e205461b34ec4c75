import fs from 'node:fs';
import { newMember, SECOND_STORY, STORY, tellStory } from '../support/family.ts';
import { expect, test, useFamily, useStack } from '../support/fixtures.ts';
import { signIn, signInOnOwnDevice } from '../support/people.ts';

const stack = useStack();

test.describe.configure({ mode: 'serial' });

const family = useFamily(stack, async ({ edna }) => ({ told: await tellStory(stack, edna) }));

test('the storyteller corrects a story’s place and confirms it; the admin sees the correction and its history, and undoes the confirmation', async ({ page, browser }) => {
  const { ann: organiser, edna, told } = family;
  // Edna: her story is a draft; she corrects where it happened, then confirms it.
  await signIn(page, stack, edna.email, edna.password);
  const card = page.getByRole('article', { name: told.storyTitle });
  await expect(card.getByText('Draft', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `Edit ${told.storyTitle}` }).click();
  const form = card.getByRole('form', { name: `Edit ${told.storyTitle}` });
  await form.getByRole('textbox', { name: 'Where' }).fill('Whitby harbour');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Story saved', { exact: true })).toBeVisible();
  await expect(card.getByText('Place').locator('xpath=following-sibling::*[1]')).toHaveText('Whitby harbour');
  await card.getByRole('button', { name: `Confirm ${told.storyTitle}` }).click();
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();

  // Ann, on her own device: the corrected, confirmed story, and who changed what.
  const annPage = await signInOnOwnDevice(browser, stack, organiser);
  const annCard = annPage.getByRole('article', { name: told.storyTitle });
  await expect(annCard.getByText('Place').locator('xpath=following-sibling::*[1]')).toHaveText('Whitby harbour');
  await expect(annCard.getByText('Confirmed', { exact: true })).toBeVisible();
  await annCard.getByRole('button', { name: `History of ${told.storyTitle}` }).click();
  const changes = annCard.getByRole('region', { name: 'Changes' });
  await expect(changes.getByRole('listitem')).toHaveCount(2);
  await expect(changes.getByRole('listitem').nth(0)).toContainText('Edna confirmed it');
  await expect(changes.getByRole('listitem').nth(1)).toContainText('Edna changed the people, when, where or what');

  // Ann undoes the confirmation: a draft again, and the undo is in the history too.
  await changes.getByRole('listitem').nth(0).getByRole('button', { name: 'Undo' }).click();
  await expect(annCard.getByText('Draft', { exact: true })).toBeVisible();
  await expect(changes.getByRole('listitem').nth(0)).toContainText('Ann undid a change');
  await expect(annCard.getByText('Place').locator('xpath=following-sibling::*[1]')).toHaveText('Whitby harbour');

  // And on Edna's next page load: the server has it, not only Ann's page.
  await page.reload();
  await expect(page.getByRole('article', { name: told.storyTitle }).getByText('Draft', { exact: true })).toBeVisible();
  await annPage.context().close();
});

test('a story the storyteller makes private is invisible to a contributor; the admin still sees it', async ({ page, browser }) => {
  const { ann: organiser, edna, told } = family;
  const second = await tellStory(stack, edna, SECOND_STORY);
  const tom = await newMember(stack, organiser, 'contributor', 'Tom');

  await signIn(page, stack, edna.email, edna.password);
  const card = page.getByRole('article', { name: second.storyTitle });
  await card.getByRole('button', { name: `Make private: ${second.storyTitle}` }).click();
  await expect(page.getByText('Story is private: only admins, storytellers and its teller see it', { exact: true })).toBeVisible();
  await expect(card.getByText('Private', { exact: true })).toBeVisible();

  const tomPage = await signInOnOwnDevice(browser, stack, tom);
  // Tom sees the family's other story, not the private one.
  await expect(tomPage.getByRole('article', { name: told.storyTitle })).toBeVisible();
  await expect(tomPage.getByRole('article', { name: second.storyTitle })).toHaveCount(0);
  await tomPage.context().close();

  const annPage = await signInOnOwnDevice(browser, stack, organiser);
  await expect(annPage.getByRole('article', { name: second.storyTitle }).getByText('Private', { exact: true })).toBeVisible();
  await annPage.context().close();
});

test('Download Transcript gives the storyteller her conversation as text; Follow Up opens a chat that asks about the story', async ({ page }) => {
  const { edna, told } = family;
  await signIn(page, stack, edna.email, edna.password);
  const card = page.getByRole('article', { name: told.storyTitle });
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download Transcript' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^kinstory-[a-z0-9-]+-\d{4}-\d\d-\d\d\.txt$/);
  const text = fs.readFileSync(await download.path(), 'utf8');
  expect(text).toContain(told.title);
  expect(text).toContain('Storyteller: Edna');
  expect(text).toContain(`Edna: ${STORY}`);
  expect(text).toMatch(/\] Interviewer: \S/);

  await card.getByRole('button', { name: 'Follow Up' }).click();
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`You told me about “${told.storyTitle}”. What else do you remember about it?`)).toBeVisible();
});
