import fs from 'node:fs';
import { errorTexts } from '@kinstory/contract';
import { api, newMember, newOrganiser, tellStory, type Person, type Told } from '../support/family.ts';
import { expect, test, useStack } from '../support/fixtures.ts';
import { signIn, signInOnOwnDevice } from '../support/people.ts';

const stack = useStack();

let organiser: Person;
let told: Told;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  organiser = await newOrganiser(stack, 'Ann', 'Rose');
  told = await tellStory(stack, organiser);
});

test('an admin removes a contributor, who is out of the archive on their next page load', async ({ page, browser }) => {
  const tom = await newMember(stack, organiser, 'contributor', 'Tom');

  // Tom signs in (to the admin dashboard, where every sign-in leads): the family's story, the
  // members' names and roles, and neither the invite form nor an invitations error.
  const tomPage = await signInOnOwnDevice(browser, stack, tom);
  await expect(tomPage.getByRole('article', { name: told.storyTitle })).toBeVisible();
  const tomsFamily = tomPage.getByRole('region', { name: 'Family' });
  const tomsMembers = tomsFamily.getByRole('region', { name: 'Members' });
  await expect(tomsMembers.getByRole('listitem').filter({ hasText: 'Ann' })).toContainText('Family Admin');
  await expect(tomsMembers.getByText(organiser.email)).toHaveCount(0);
  await expect(tomsFamily.getByRole('button', { name: 'Create Invitation Link' })).toHaveCount(0);
  await expect(tomsFamily.getByText('Failed to load invitations')).toHaveCount(0);

  // Ann sees e-mails and the controls; her own are off, as the only admin.
  await signIn(page, stack, organiser.email, organiser.password);
  const members = page.getByRole('region', { name: 'Family' }).getByRole('region', { name: 'Members' });
  await expect(members.getByText(tom.email)).toBeVisible();
  await expect(members.getByRole('combobox', { name: 'Role of Tom' })).toHaveValue('contributor');
  await expect(members.getByRole('combobox', { name: 'Role of Ann' })).toBeDisabled();
  await expect(members.getByRole('button', { name: 'Remove Ann' })).toBeDisabled();

  // Remove Tom: asked first, then gone from the list.
  await members.getByRole('button', { name: 'Remove Tom' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove Tom from the family archive?' });
  await expect(confirm).toContainText('Tom will lose access at once.');
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('Tom no longer has access to the family archive.')).toBeVisible();
  await expect(members.getByRole('combobox', { name: 'Role of Tom' })).toHaveCount(0);

  // Tom's next page load: nothing of the family's archive.
  await tomPage.reload();
  await expect(tomPage.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(tomPage.getByRole('region', { name: 'Members' }).getByText('Failed to load members')).toBeVisible();
  await expect(tomPage.getByRole('article', { name: told.storyTitle })).toHaveCount(0);
  await expect(tomPage.getByRole('main').getByText('Ann', { exact: true })).toHaveCount(0);
  await tomPage.context().close();
});

test('an admin deletes a conversation after confirming; it and its story leave the dashboard', async ({ page }) => {
  await signIn(page, stack, organiser.email, organiser.password);
  const conversations = page.getByRole('region', { name: 'Your Conversations' });
  await expect(conversations.getByRole('heading', { name: told.title })).toBeVisible();
  await expect(page.getByRole('article', { name: told.storyTitle })).toBeVisible();

  // Cancel keeps it.
  await conversations.getByRole('button', { name: `Delete ${told.title}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this conversation?' });
  await expect(confirm).toContainText('Its messages, memories, stories and follow-up items will be deleted.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(conversations.getByRole('heading', { name: told.title })).toBeVisible();

  await conversations.getByRole('button', { name: `Delete ${told.title}` }).click();
  await confirm.getByRole('button', { name: 'Delete conversation' }).click();
  await expect(page.getByText('Conversation deleted', { exact: true })).toBeVisible();
  await expect(conversations.getByText('You have 0 conversations')).toBeVisible();
  await expect(conversations.getByRole('heading', { name: told.title })).toHaveCount(0);
  await expect(page.getByRole('article', { name: told.storyTitle })).toHaveCount(0);

  // And after a reload: the server has it gone, not only the page.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Your Conversations' }).getByText('You have 0 conversations')).toBeVisible();
  const { stories } = await api<{ stories: unknown[] }>(stack, organiser, 'GET', `/api/stories?conversationId=${told.conversationId}`);
  expect(stories).toEqual([]);
});

test('a member deletes their account on Your account; the only admin is told why they cannot yet', async ({ page }) => {
  const rose = await newMember(stack, organiser, 'viewer', 'Rose');

  // Ann is the only admin of an archive with another member: the server's text, as it is.
  await signIn(page, stack, organiser.email, organiser.password);
  await page.getByRole('banner').getByRole('link', { name: 'Your account' }).click();
  await expect(page).toHaveURL(`${stack.url}/account`);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(confirm.getByRole('alert')).toHaveText(errorTexts.lastAdminAccount);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(`${stack.url}/`);

  // Rose deletes hers: signed out, and the account no longer signs in.
  await signIn(page, stack, rose.email, rose.password);
  await page.getByRole('banner').getByRole('link', { name: 'Your account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  // Before she goes, her data: the export of what she may see (issue #16 made 'download my data' real).
  const [copy] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('region', { name: 'Your data' }).getByRole('button', { name: 'Download everything' }).click(),
  ]);
  expect(copy.suggestedFilename()).toMatch(/^kinstory-.*\.zip$/);
  expect(fs.readFileSync(await copy.path()).subarray(0, 2).toString()).toBe('PK');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account was deleted')).toBeVisible();
  await expect(page).toHaveURL(`${stack.url}/`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  await page.goto(stack.url + '/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(rose.email);
  await page.getByLabel('Password', { exact: true }).fill(rose.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // The unknown-user text, or the invalid-credential one when the emulator hides which it is.
  await expect(page.getByText(/We couldn't find an account with that email address|The sign-in information is not valid/)).toBeVisible();

  // Ann's Family card no longer lists her.
  const { members } = await api<{ members: { name: string | null }[] }>(stack, organiser, 'GET', '/api/members');
  expect(members.map((m) => m.name)).toEqual(['Ann']);
});

test('sign out everywhere on Your account: the other device, still open, is signed out on its next call', async ({ page, browser }) => {
  const joe = await newMember(stack, organiser, 'contributor', 'Joe');
  // Joe on his tablet (another browser) and on this computer.
  const tablet = await browser.newContext();
  const tabletPage = await tablet.newPage();
  const familyOn = (p: typeof page) => p.getByRole('region', { name: 'Members' }).getByRole('listitem');
  await signIn(tabletPage, stack, joe.email, joe.password);
  await expect(familyOn(tabletPage).filter({ hasText: 'Joe' })).toBeVisible();
  await signIn(page, stack, joe.email, joe.password);
  // Firebase keeps sign-in and revocation times in whole seconds: the sessions to end are older.
  await page.waitForTimeout(1_100);

  await page.getByRole('banner').getByRole('link', { name: 'Your account' }).click();
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Sign out everywhere?' });
  await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByText('Signed out everywhere')).toBeVisible();
  await expect(page).toHaveURL(`${stack.url}/`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  // The tablet, still open: its next call is refused, and it is signed out there too.
  await tabletPage.getByRole('banner').getByRole('link', { name: 'Your account' }).click();
  await expect(tabletPage).toHaveURL(`${stack.url}/auth`, { timeout: 20_000 });
  await expect(tabletPage.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(familyOn(tabletPage)).toHaveCount(0);

  // Signing in again works.
  await signIn(tabletPage, stack, joe.email, joe.password);
  await expect(familyOn(tabletPage).filter({ hasText: 'Joe' })).toBeVisible();
  await tablet.close();
});
